import { useEffect, useMemo } from 'react';
import { Badge, Card, Title2, makeStyles, tokens } from '@fluentui/react-components';
import changelog from '../../../../CHANGELOG.md?raw';
import { formatDate } from '../../../shared/format/index.ts';
import { TextoFormatado } from '../../components/texto/TextoFormatado.tsx';
import { useT } from '../../i18n/traducao.ts';
import { historicoDoChangelog } from './versoes.ts';

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, minWidth: 0 },
  versoes: { listStyle: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL },
  cabecalho: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS, flexWrap: 'wrap' },
  titulo: { margin: 0, fontSize: tokens.fontSizeBase500, fontWeight: tokens.fontWeightSemibold },
});

/** The release notes, read from the repository's CHANGELOG.md when the client is built. */
export function VersoesPage() {
  const estilos = useEstilos();
  const t = useT();
  // The release notes themselves stay as written (pt-BR).
  const { introducao, versoes } = useMemo(() => historicoDoChangelog(changelog), []);
  const titulo = t('Versões');
  useEffect(() => {
    document.title = `${titulo} - Alicerce`;
  }, [titulo]);
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{titulo}</Title2>
      <TextoFormatado blocos={introducao} />
      <ul className={estilos.versoes}>
        {versoes.map((versao) => (
          <li key={versao.nome}>
            <Card aria-labelledby={`versao-${versao.nome}`}>
              <div className={estilos.cabecalho}>
                <h2 id={`versao-${versao.nome}`} className={estilos.titulo}>
                  {versao.data === null ? versao.nome : t('Versão {versao}', { versao: versao.nome })}
                </h2>
                {versao.data === null ? (
                  <Badge appearance="tint" color="informative">
                    {t('em desenvolvimento')}
                  </Badge>
                ) : (
                  <Badge appearance="outline">{formatDate(`${versao.data}T00:00:00`)}</Badge>
                )}
              </div>
              <TextoFormatado blocos={versao.blocos} nivelInicial={3} />
            </Card>
          </li>
        ))}
      </ul>
    </div>
  );
}
