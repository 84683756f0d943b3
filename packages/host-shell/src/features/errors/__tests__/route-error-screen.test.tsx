import { render, screen } from '@testing-library/react';
import { createMemoryRouter, data, RouterProvider } from 'react-router';
import { RouteErrorScreen } from '../route-error-screen';

function renderFailing(fail: () => never) {
  const router = createMemoryRouter([
    { path: '*', loader: fail, element: <p>never</p>, errorElement: <RouteErrorScreen /> },
  ]);
  render(<RouterProvider router={router} />);
}

describe("the router's default error screen (spec 001 section 8)", () => {
  it.each([
    [400, 'Bad Request'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
  ])("shows 'Unexpected Application Error!' with %i %s", async (status, text) => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    jest.spyOn(console, 'warn').mockImplementation(() => {});
    renderFailing(() => {
      throw data(null, { status, statusText: 'ignored' });
    });
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`${status} ${text}`);
  });
});
