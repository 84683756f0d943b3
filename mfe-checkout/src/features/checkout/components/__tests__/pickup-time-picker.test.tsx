import { fireEvent, screen } from '@testing-library/react';
import { scheduleSchema } from 'shared-contracts/entities';
import { renderRemote } from 'shared-ui/testing';
import { PickupTimePicker } from '../pickup-time-picker';

// Always open: every weekday 00:00–23:59.
const schedule = scheduleSchema.parse(
  Object.fromEntries(
    ['domingo', 'lunes', 'martes', 'miercoles', 'jueves', 'viernes', 'sabado'].map((day) => [
      day,
      [{ open: '00:00', close: '23:59' }],
    ]),
  ),
);

describe('pickup time picker (spec 000 section 5)', () => {
  it('keeps a day chosen before its time: the pickup time is that day at that time, on the branch clock', () => {
    const onChange = jest.fn();
    // 23:40 in Buenos Aires: the first day offered is today, the next one tomorrow
    const now = new Date('2026-11-24T02:40:00Z');
    renderRemote(
      <PickupTimePicker schedule={schedule} value={null} now={now} error={null} onChange={onChange} />,
      {
        remote: 'checkout',
      },
    );
    fireEvent.change(screen.getByLabelText('Día'), { target: { value: '2026-11-24' } });
    expect(screen.getByLabelText('Día')).toHaveValue('2026-11-24');
    fireEvent.change(screen.getByLabelText('Hora'), { target: { value: '00:10' } });
    expect(onChange).toHaveBeenLastCalledWith('2026-11-24T00:10:00-03:00');
  });
});
