import '../../support/environment.ts';
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { IntervaloWidget } from '../../../../src/client/widgets/intervalo/index.ts';
import { ROTULO, renderWidget } from '../support.tsx';

// The from–to filter: each bound of the field's own kind, either open; both open is no filter.

const grupo = () => screen.getByRole('group', { name: ROTULO });

describe('IntervaloWidget', { timeout: 15_000 }, () => {
  it('takes two days of a date field, whole days even for a date-time', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(IntervaloWidget, { apresentacao: { widget: 'intervalo', formato: 'date-time' } });
    await user.type(within(grupo()).getByLabelText('De'), '01/03/2026');
    expect(onChange).toHaveBeenLastCalledWith({ de: '2026-03-01T00:00:00', ate: null });
    await user.type(within(grupo()).getByLabelText('Até'), '31/03/2026');
    expect(onChange).toHaveBeenLastCalledWith({ de: '2026-03-01T00:00:00', ate: '2026-03-31T00:00:00' });
  });

  it('takes plain numbers for a number field, and emits null once both bounds are empty', async () => {
    const user = userEvent.setup();
    const { onChange } = renderWidget(IntervaloWidget, { apresentacao: { widget: 'intervalo' }, valor: { de: null, ate: 15 } });
    expect(within(grupo()).getByLabelText('Até')).toHaveValue('15');
    await user.clear(within(grupo()).getByLabelText('Até'));
    expect(onChange).toHaveBeenLastCalledWith(null);
  });
});
