import type { Page } from '@playwright/test';
import { campo, entrar, expect, test } from './support/fixtures.ts';

// Forms judge a field as the user leaves it. Leaving it by a click on Salvar, Aplicar or Limpar
// must not cost the click: the message appearing mid-press used to push the button away.

const ERRO_DO_FORMULARIO = 'Existem erros no formulário, revise-o salve novamente.';

async function entrarComoAdmin(page: Page): Promise<void> {
  await page.goto('/#/login');
  await entrar(page, 'admin');
  await page.getByRole('button', { name: /Sede/ }).click();
  await expect(page).toHaveURL(/#\/gestaopessoas\/lista$/);
}

test('Salvar straight from a wrong field saves nothing and says why, at the first click', async ({ page }) => {
  await entrarComoAdmin(page);
  await page.goto('/#/configuracoes/unidades/novo');
  await campo(page, 'E-mail').fill('sem-arroba');
  await page.getByRole('button', { name: 'Salvar' }).click();

  const formulario = page.getByRole('form', { name: 'Unidades' });
  await expect(formulario.getByText(ERRO_DO_FORMULARIO)).toBeVisible();
  await expect(formulario.getByText('Email inválido')).toBeVisible();
  await expect(formulario.getByText('Preenchimento obrigatório.').first()).toBeVisible();
  await expect(page).toHaveURL(/#\/configuracoes\/unidades\/novo$/);
});

test('Aplicar and Limpar of the Filtros panel work at the first click from a wrong field', async ({ page }) => {
  await entrarComoAdmin(page);
  await page.getByRole('button', { name: 'Filtros' }).click();
  const filtros = page.getByRole('form', { name: 'Filtros' });

  await campo(page, 'CPF').fill('11111111111');
  await filtros.getByRole('button', { name: 'Aplicar' }).click();
  await expect(filtros.getByText(ERRO_DO_FORMULARIO)).toBeVisible();
  await expect(filtros.getByText('CPF inválido.')).toBeVisible();
  await expect(page).not.toHaveURL(/filtro=/);

  await campo(page, 'CPF').fill('22222222222');
  await filtros.getByRole('button', { name: 'Limpar' }).click();
  await expect(campo(page, 'CPF')).toHaveValue('');
  await expect(filtros.getByText('CPF inválido.')).toHaveCount(0);
  await expect(filtros.getByText(ERRO_DO_FORMULARIO)).toHaveCount(0);
});
