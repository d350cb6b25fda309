import type { ReactNode } from 'react';
import type { ImportacaoResolvida, TelaResolvida } from '../../../shared/engine/tela-resolvida.ts';
import type { Model } from '../../../shared/engine/types.ts';
import { Aviso } from '../../components/feedback/Aviso.tsx';
import { Carregando } from '../../components/feedback/Carregando.tsx';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { useTela } from '../dados/useTela.ts';

export interface TelaComImportacao {
  tela: TelaResolvida;
  importacao: ImportacaoResolvida;
  modelo: Model;
}

/** A screen's import pages: the screen loaded (in the language in force), to who holds its import tag. */
export function ComImportacao({ name, children }: { name: string; children(tela: TelaComImportacao): ReactNode }) {
  const t = useT();
  const traduzir = useTraduzir();
  const estado = useTela(name);
  if (estado.estado === 'carregando') return <Carregando />;
  if (estado.estado === 'erro') return <Aviso intent="error">{estado.mensagem === null ? t('Não foi possível carregar a tela.') : traduzir(estado.mensagem)}</Aviso>;
  const { tela, modelo } = estado;
  if (tela.importacao === null) return <Aviso intent="error">{t('Esta tela não tem importação.')}</Aviso>;
  return <PaginaComPermissao tags={[tela.importacao.tag]}>{children({ tela, importacao: tela.importacao, modelo })}</PaginaComPermissao>;
}
