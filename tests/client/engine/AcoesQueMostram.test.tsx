import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Descriptor } from '../../../src/shared/engine/types.ts';
import { ANA, TAGS_TODAS, VOLUNTARIO, VOLUNTARIOS, conteudoDaTela, pagina } from './fixtures.ts';
import { renderTela, stubTela } from './support.tsx';

// An action that shows its reply (mostrar), as a gift's PIX code: on the form, the call's text
// comes back in a dialog with its image and a button that copies it.

const DESCRITOR: Descriptor = {
  ...VOLUNTARIOS,
  acoes: [
    {
      nome: 'codigo',
      rotulo: 'Código do voluntário',
      tag: TAGS_TODAS[0]!,
      onde: ['formulario'],
      mostrar: { titulo: 'Código para o crachá', mensagem: 'Imprima o código no crachá.' },
    },
  ],
};

describe('an action that shows its reply', { timeout: 20_000 }, () => {
  it('posts to the record and shows the text, its label the action’s, with the image the server drew', async () => {
    const usuario = userEvent.setup();
    const { callsTo } = stubTela(TAGS_TODAS, {
      'GET /api/telas/teste.voluntarios': conteudoDaTela(DESCRITOR, VOLUNTARIO),
      'GET /api/voluntarios': { content: pagina([ANA]) },
      'GET /api/voluntarios/7': { content: ANA },
      'POST /api/voluntarios/7/codigo': { content: { texto: 'VOL-0007', imagemSvg: '<svg xmlns="http://www.w3.org/2000/svg"/>' } },
    });
    renderTela('/teste/voluntarios/7');
    await usuario.click(await screen.findByRole('button', { name: 'Código do voluntário' }));

    const dialogo = await screen.findByRole('dialog', { name: 'Código para o crachá' });
    await waitFor(() => expect(dialogo).toHaveTextContent('Imprima o código no crachá.'));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Código do voluntário' })).toHaveValue('VOL-0007'));
    expect(await screen.findByRole('img', { name: 'QR code de Código do voluntário' })).toBeInTheDocument();
    expect(callsTo('POST', '/api/voluntarios/7/codigo')).toHaveLength(1);
  });
});
