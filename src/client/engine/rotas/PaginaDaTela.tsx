import { useEffect, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { emMinusculas } from '../../../shared/engine/resolver-importacao.ts';
import { PaginaComPermissao } from '../../components/permissions/PaginaComPermissao.tsx';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { TelaConfiguracao } from '../ajustes/TelaConfiguracao.tsx';
import { TelaFormulario } from '../formulario/TelaFormulario.tsx';
import { TelaImportacao, TelaResultadoDaImportacao } from '../importacao/TelasDaImportacao.tsx';
import { TelaLista } from '../lista/TelaLista.tsx';
import type { RotaDaTela } from './catalogo.ts';

/**
 * What an engine route shows: the screen's list, its form for a new or an existing record, its
 * import and the import's result, or a settings screen's form; to who lacks the tag the route
 * asks for (visualizar, or importar), the permission message.
 */
export function PaginaDaTela({ rota, emAba = false }: { rota: RotaDaTela; emAba?: boolean }) {
  const { id } = useParams();
  const { titulo, name, tags } = rota.tela;
  const t = useT();
  const traduzir = useTraduzir();
  const importando = rota.modo === 'importacao' || rota.modo === 'resultado';
  const tituloDaPagina =
    rota.modo === 'importacao' ? t('Importação de {registros}', { registros: emMinusculas(traduzir(titulo)) }) : rota.modo === 'resultado' ? t('Resultado da importação') : traduzir(titulo);
  useEffect(() => {
    document.title = `${tituloDaPagina} - Alicerce`;
  }, [tituloDaPagina]);

  let pagina: ReactNode;
  if (rota.modo === 'configuracao') pagina = <TelaConfiguracao key={name} name={name} />;
  else if (rota.modo === 'lista') pagina = <TelaLista key={name} name={name} emAba={emAba} />;
  else if (rota.modo === 'importacao') pagina = <TelaImportacao name={name} />;
  else if (rota.modo === 'resultado') pagina = <TelaResultadoDaImportacao name={name} />;
  // A key per record: going from one record to another starts a fresh form.
  else pagina = <TelaFormulario key={`${name}:${id ?? ''}`} name={name} id={rota.modo === 'editar' ? id : undefined} />;
  return <PaginaComPermissao tags={[importando ? (tags.importar ?? tags.visualizar) : tags.visualizar]}>{pagina}</PaginaComPermissao>;
}
