import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QCheckboxWidget } from '../../../../src/client/widgets/q-checkbox/index.ts';
import { ROTULO, renderWidget } from '../support.tsx';

describe('the boolean checkbox', () => {
  it('emits true and false', async () => {
    const { onChange } = renderWidget(QCheckboxWidget);
    await userEvent.click(screen.getByLabelText(ROTULO));
    await userEvent.click(screen.getByLabelText(ROTULO));
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });
});
