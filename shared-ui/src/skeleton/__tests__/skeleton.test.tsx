import { renderWithTexts } from '../../testing/render-with-texts';
import { screen } from '@testing-library/react';
import { Skeleton, SkeletonCard, SkeletonContainer, SkeletonText } from '../skeleton';

describe('skeletons', () => {
  it('are hidden from assistive technology, in block, line and circle shapes', () => {
    renderWithTexts(
      <>
        <Skeleton />
        <Skeleton shape="line" width="50%" />
        <Skeleton shape="circle" width={40} height={40} />
      </>,
    );
    const [block, line, circle] = screen.getAllByTestId('skeleton');
    expect(block).toHaveClass('skeleton', 'skeleton--block');
    expect(line).toHaveClass('skeleton--line');
    expect(line).toHaveStyle({ width: '50%' });
    expect(circle).toHaveClass('skeleton--circle');
    expect(circle).toHaveStyle({ width: '40px', height: '40px' });
    for (const shape of [block, line, circle]) expect(shape).toHaveAttribute('aria-hidden', 'true');
  });

  it('a text skeleton has the lines asked for, the last one shorter', () => {
    renderWithTexts(<SkeletonText lines={4} />);
    const lines = screen.getAllByTestId('skeleton');
    expect(lines).toHaveLength(4);
    expect(lines[3]).toHaveStyle({ width: '60%' });
    expect(lines[0]?.style.width).toBe('');
  });

  it('a card skeleton has an image area, a title and its lines, all hidden', () => {
    const { container } = renderWithTexts(<SkeletonCard lines={2} />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(4);
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
    renderWithTexts(<SkeletonCard media={false} lines={1} />);
    expect(screen.getAllByTestId('skeleton')).toHaveLength(6);
  });
});

describe('skeleton container: announces the busy state', () => {
  it('while busy it is aria-busy and its status says Cargando…; the skeletons are not read', () => {
    const { container } = renderWithTexts(
      <SkeletonContainer busy>
        <SkeletonCard />
      </SkeletonContainer>,
    );
    expect(container.firstElementChild).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Cargando…');
  });

  it('says what is loading when given a label', () => {
    renderWithTexts(
      <SkeletonContainer busy label="Cargando sucursales">
        <Skeleton />
      </SkeletonContainer>,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Cargando sucursales');
  });

  it('when loaded it is no longer busy, its status is empty, and the content is shown', () => {
    const { container, rerender } = renderWithTexts(
      <SkeletonContainer busy>
        <Skeleton />
      </SkeletonContainer>,
    );
    const status = screen.getByRole('status');
    rerender(
      <SkeletonContainer busy={false}>
        <p>Sucursal Palermo</p>
      </SkeletonContainer>,
    );
    expect(container.firstElementChild).not.toHaveAttribute('aria-busy');
    // The same live region stays in the page, so the next busy state is announced too.
    expect(screen.getByRole('status')).toBe(status);
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByText('Sucursal Palermo')).toBeInTheDocument();
    expect(screen.queryByTestId('skeleton')).not.toBeInTheDocument();
  });
});
