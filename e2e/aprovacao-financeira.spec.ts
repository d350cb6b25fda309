import type { Page } from '@playwright/test';
import { sql } from 'kysely';
import { abrirBancoDoE2e } from './support/banco.ts';
import { confirmar, expect, liberarAvisos, test } from './support/fixtures.ts';
import { abrirComo, sessaoNaSede } from './support/sessoes.ts';

// Aprovação financeira, a R$ 20.000,00 payable's way out: admin enters it through the API (the
// despesa form is the finance journeys' point, not this one's), so admin, its requester, never
// approves it, and its page offers no Pagar; the demo's coordenador approves level 1 and the
// diretor level 2, each in the approval list of their own session; then admin pays it. Every
// session is opened through the API (login and unit), and the one page takes each user's token in turn.

const DESCRICAO = 'Reforma da quadra da jornada';

interface Referencias {
  pessoa: number;
  categoria: number;
  conta: number;
}

async function referencias(): Promise<Referencias> {
  const db = await abrirBancoDoE2e();
  try {
    const { rows } = await sql<Referencias>`SELECT
      (SELECT min(p.id) FROM pessoa AS p JOIN unidade AS u ON u.id = p.unidade_id WHERE u.nome = 'Sede' AND p.nome LIKE '%Silva%') AS pessoa,
      (SELECT id FROM categoria WHERE codigo = '2.3.01') AS categoria,
      (SELECT id FROM conta WHERE descricao = 'Caixa da Sede') AS conta`.execute(db);
    return rows[0]!;
  } finally {
    await db.destroy();
  }
}

/** An approver, in their own session, approves the payable in their list. */
async function aprovarComo(page: Page, token: string): Promise<void> {
  await abrirComo(page, token, '/#/aprovacaofinanceira/pagamentos/aprovacao');
  const tabela = page.getByRole('table', { name: 'Aprovação de pagamentos' });
  const linha = tabela.getByRole('row', { name: new RegExp(DESCRICAO) });
  await expect(linha).toContainText('20.000,00');
  await linha.getByRole('checkbox', { name: 'Selecionar linha' }).check();
  await page.getByRole('button', { name: 'Aprovar', exact: true }).click();
  await confirmar(page, 'Aprovar');
  await expect(tabela.getByRole('row', { name: new RegExp(DESCRICAO) })).toHaveCount(0);
}

test('a R$ 20.000,00 payable approved by the coordenador and then the diretor, and only then paid', async ({ page, request }) => {
  const ref = await referencias();
  const [admin, coordenador, diretor] = await Promise.all([sessaoNaSede(request, 'admin'), sessaoNaSede(request, 'coordenador'), sessaoNaSede(request, 'diretor')]);
  let id = 0;

  await test.step('admin enters it: it waits for level 1, and Pagar is not offered', async () => {
    const r = await request.post('/api/titulos/despesas', {
      headers: { 'x-auth-token': admin },
      data: {
        descricao: DESCRICAO, pessoa: ref.pessoa, categoria: ref.categoria, conta: ref.conta, emissao: '2027-01-20', competencia: '2027-01-01',
        valor: 20000, dataVencimento: '2027-02-01', quantidadeParcelas: 1, parcelas: [{ numero: 1, vencimento: '2027-02-01', valor: 20000 }],
      },
    });
    expect(r.status(), await r.text()).toBe(200);
    id = ((await r.json()) as { content: { id: number } }).content.id;
    await abrirComo(page, admin, `/#/financeiro/despesa/${id}`);
    await expect(page.getByText('Aguardando aprovação', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pagar', exact: true })).toHaveCount(0);
  });

  await test.step('the coordenador approves level 1, then the diretor level 2', async () => {
    await aprovarComo(page, coordenador);
    await aprovarComo(page, diretor);
  });

  await test.step('approved, admin pays it', async () => {
    await abrirComo(page, admin, `/#/financeiro/despesa/${id}`);
    await liberarAvisos(page);
    await expect(page.getByText('Aprovado', { exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Pagar', exact: true }).click();
    const dialogo = page.getByRole('dialog', { name: 'Registrar o pagamento' });
    await expect(dialogo.getByRole('textbox', { name: 'Valor', exact: true })).toHaveValue('20.000,00');
    await dialogo.getByRole('button', { name: 'Pagar' }).click();
    await expect(dialogo).toBeHidden();
    await expect(page.getByRole('group', { name: 'Baixa 1' })).toBeVisible();
  });
});
