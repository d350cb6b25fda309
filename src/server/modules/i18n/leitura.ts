import type { LanguagesContent } from '../../../shared/api/contract.ts';
import type { MensagemDoCatalogo } from '../../../shared/api/i18n.ts';
import { CHAVES_DO_CATALOGO, textoPadrao } from '../../../shared/i18n/catalogo.ts';
import { IDIOMAS, type Idioma } from '../../../shared/i18n/idiomas.ts';
import type { Db } from '../../db/database.ts';

// The messages in force: the code's catalogue with what the institution changed on top. A
// stored change whose key left the catalogue is ignored (and listed nowhere).

type Alteracoes = Record<Idioma, Map<string, string>>;

export async function lerAlteracoes(db: Db): Promise<Alteracoes> {
  const linhas = await db.selectFrom('mensagem_i18n').select(['locale', 'chave', 'texto']).execute();
  const alteracoes: Alteracoes = { 'pt-BR': new Map(), en: new Map() };
  for (const { locale, chave, texto } of linhas) {
    if (locale === 'pt-BR' || locale === 'en') alteracoes[locale].set(chave, texto);
  }
  return alteracoes;
}

export function mensagensEmVigor(alteracoes: Alteracoes): LanguagesContent {
  const content: LanguagesContent = { 'pt-BR': {}, en: {} };
  for (const idioma of IDIOMAS) {
    for (const chave of CHAVES_DO_CATALOGO) content[idioma][chave] = alteracoes[idioma].get(chave) ?? textoPadrao(idioma, chave);
  }
  return content;
}

export function linhasDoCatalogo(alteracoes: Alteracoes): MensagemDoCatalogo[] {
  return CHAVES_DO_CATALOGO.map((chave) => {
    const textoEm = (idioma: Idioma) => {
      const padrao = textoPadrao(idioma, chave);
      const alterado = alteracoes[idioma].get(chave);
      return { texto: alterado ?? padrao, padrao, alterado: alterado !== undefined };
    };
    return { chave, textos: { 'pt-BR': textoEm('pt-BR'), en: textoEm('en') } };
  });
}
