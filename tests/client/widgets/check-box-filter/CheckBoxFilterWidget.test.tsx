import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CheckBoxFilterWidget } from '../../../../src/client/widgets/check-box-filter/index.ts';
import { ROTULO, renderWidget } from '../support.tsx';

describe('the filter checkbox', () => {
  it('emits true when checked and null, "do not filter", when unchecked', async () => {
    const { onChange } = renderWidget(CheckBoxFilterWidget);
    await userEvent.click(screen.getByLabelText(ROTULO));
    await userEvent.click(screen.getByLabelText(ROTULO));
    expect(onChange.mock.calls).toEqual([[true], [null]]);
  });

  it('toggles with the space bar', async () => {
    const { onChange } = renderWidget(CheckBoxFilterWidget);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(true);
  });
});
