import { render, screen } from '@testing-library/react';
import { withTexts } from '../../../testing/test-router';
import { RouteErrorBoundary } from '../route-error-screen';

function Failing({ error }: { error: unknown }): never {
  throw error;
}

function renderFailing(error: unknown) {
  jest.spyOn(console, 'error').mockImplementation(() => {});
  render(
    withTexts(
      <RouteErrorBoundary>
        <Failing error={error} />
      </RouteErrorBoundary>,
    ),
  );
}

describe("the router's default error screen (spec 001 section 8)", () => {
  it.each([
    [400, 'Bad Request'],
    [403, 'Forbidden'],
    [404, 'Not Found'],
    [405, 'Method Not Allowed'],
  ])("shows 'Unexpected Application Error!' with %i %s", async (status, text) => {
    renderFailing(Object.assign(new Error('ignored'), { status }));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(`${status} ${text}`);
  });

  it('shows 500 and the message for an error without a status', async () => {
    renderFailing(new Error('se rompió'));
    expect(await screen.findByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('500 se rompió');
  });

  it('renders its children when nothing fails', () => {
    render(
      withTexts(
        <RouteErrorBoundary>
          <p>todo bien</p>
        </RouteErrorBoundary>,
      ),
    );
    expect(screen.getByText('todo bien')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
