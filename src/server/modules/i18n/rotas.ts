import type { FastifyInstance } from 'fastify';
import type { LanguagesContent, SuccessReply } from '../../../shared/api/contract.ts';
import type { Servicos } from '../../servicos.ts';

/** The institution's messages for pt-BR and en (edited by the internacionalizacao screen). */
export function rotasDeI18n(app: FastifyInstance, { db }: Servicos): void {
  app.get('/api/internacionalizacao/languages', async (): Promise<SuccessReply<LanguagesContent>> => {
    const linhas = await db.selectFrom('mensagem_i18n').select(['locale', 'chave', 'texto']).execute();
    const content: LanguagesContent = { 'pt-BR': {}, en: {} };
    for (const { locale, chave, texto } of linhas) {
      if (locale === 'pt-BR' || locale === 'en') content[locale][chave] = texto;
    }
    return { content };
  });
}
