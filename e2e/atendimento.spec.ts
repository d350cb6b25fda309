import { campo, entrarNaSede, expect, liberarAvisos, test } from './support/fixtures.ts';

// Atendimento: a ticket opened on the form, answered, paused while the requester is asked, put
// back in progress and resolved, with its SLA shown by the server (the first response met, the
// resolution met, the history of every step).

test('a ticket opened, answered, paused and resolved, with its SLA', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await entrarNaSede(page);

  await test.step('opens a ticket', async () => {
    await page.goto('/#/atendimento/atendimentos');
    await expect(page.getByRole('row', { name: /Vazamento no banheiro/ })).toBeVisible();
    await page.goto('/#/atendimento/atendimentos/novo');
    await campo(page, 'Assunto').fill('Computador da secretaria não liga');
    const tipo = page.getByRole('combobox', { name: /Tipo/ });
    await tipo.click();
    await tipo.pressSequentially('Suporte');
    await page.getByRole('option', { name: /Suporte de informática/ }).first().click();
    await page.getByRole('button', { name: 'Salvar' }).click();
    await page.getByRole('row', { name: /Computador da secretaria/ }).getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Atendimento: Computador da secretaria não liga' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'SLA da resolução' })).toHaveText('No prazo');
  });

  await test.step('replies, pauses and resolves', async () => {
    await liberarAvisos(page);
    await page.getByRole('button', { name: 'Responder' }).click();
    const resposta = page.getByRole('dialog', { name: 'Responder' });
    await resposta.getByRole('textbox', { name: 'Mensagem' }).fill('Vamos verificar a fonte ainda hoje.');
    await resposta.getByRole('button', { name: 'Enviar' }).click();
    await expect(page.getByRole('combobox', { name: 'SLA da primeira resposta' })).toHaveText('Cumprido');

    await liberarAvisos(page);
    await page.getByRole('button', { name: 'Alterar situação' }).click();
    const situacao = page.getByRole('dialog', { name: 'Alterar a situação' });
    await situacao.getByRole('combobox', { name: 'Nova situação' }).click();
    await page.getByRole('option', { name: /Aguardando solicitante/ }).click();
    await situacao.getByRole('button', { name: 'Alterar' }).click();
    await expect(page.getByRole('combobox', { name: 'SLA da resolução' })).toHaveText('Pausado');

    await liberarAvisos(page);
    await page.getByRole('button', { name: 'Resolver' }).click();
    const resolver = page.getByRole('dialog', { name: 'Resolver o atendimento' });
    await resolver.getByRole('textbox', { name: 'Solução' }).fill('Fonte trocada.');
    await resolver.getByRole('button', { name: /Resolver|Continuar|Confirmar/ }).click();
    await expect(page.getByRole('combobox', { name: 'Situação' })).toHaveText('Resolvido');
    await expect(page.getByRole('combobox', { name: 'SLA da resolução' })).toHaveText('Cumprido');
  });
});
