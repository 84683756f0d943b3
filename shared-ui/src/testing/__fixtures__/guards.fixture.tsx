// Run only by ../__tests__/guards.test.ts, in a jest of its own (not a *.test.tsx file). Each test
// but the second passes every assertion of its own and must still fail: on the request no handler
// answered, on the console.error its code caught. The second answers the request and must pass.
import { useEffect, useState } from 'react';
import { screen } from '@testing-library/react';
import { renderRemote } from '../render-remote';

function Greeting() {
  const [text, setText] = useState('…');
  useEffect(() => {
    fetch('/api/saludo?idioma=es').then(
      async (response) => setText(((await response.json()) as { texto: string }).texto),
      () => setText('No se pudo cargar'),
    );
  }, []);
  return <p>{text}</p>;
}

it('an unanswered request fails the test that made it', async () => {
  renderRemote(<Greeting />, { remote: 'ordering', api: { 'GET /api/otra-cosa': () => ({ body: {} }) } });
  expect(await screen.findByText('No se pudo cargar')).toBeInTheDocument();
});

it('the same request, answered, passes', async () => {
  renderRemote(<Greeting />, {
    remote: 'ordering',
    api: { 'GET /api/saludo': () => ({ body: { texto: 'Hola' } }) },
  });
  expect(await screen.findByText('Hola')).toBeInTheDocument();
});

it('a console.error fails the test even when the code that made it catches the throw', async () => {
  await Promise.resolve()
    .then(() => console.error('algo salió mal'))
    .catch(() => {});
});
