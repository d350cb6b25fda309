import { Badge, Card, CardHeader, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { Link } from 'react-router-dom';
import { URL_DOS_PENDENTES, type PendentesDaConcessionaria } from '../../../../shared/api/concessionarias.ts';
import type { PagedContent } from '../../../../shared/api/contract.ts';
import { useApi } from '../../../api/useApi.ts';
import { pathFor } from '../../../app/routes/pathFor.ts';
import { useT } from '../../../i18n/traducao.ts';
import { URL_DAS_CONCESSIONARIAS, type ConcessionariaListada } from './api.ts';

// mobilizacao.concessionarias: a card per utility company, each opening its page, with how many
// records of its returns are left to resolve there; and the way to the three lists of the
// Concessionárias section (the utilities' parameters, every consent, every return).

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '1100px' },
  grade: { display: 'grid', gap: tokens.spacingHorizontalL, gridTemplateColumns: 'repeat(auto-fill, minmax(260px, 1fr))' },
  aResolver: { whiteSpace: 'nowrap', flexShrink: 0 },
  listas: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
});

export function ConcessionariasPage() {
  const estilos = useEstilos();
  const t = useT();
  const lista = useApi<PagedContent<ConcessionariaListada>>(URL_DAS_CONCESSIONARIAS).data?.resultList ?? null;
  const pendentes = useApi<PendentesDaConcessionaria[]>(URL_DOS_PENDENTES).data ?? [];
  const pendentesDa = (id: number): number => pendentes.find((p) => p.formaCobranca === id)?.pendentes ?? 0;
  return (
    <div className={estilos.pilha}>
      <Title2 as="h1">{t('Concessionárias')}</Title2>
      <nav className={estilos.listas} aria-label={t('Listas das concessionárias')}>
        <Link to="/mobilizacao/concessionarias/parametros">{t('Parâmetros das concessionárias')}</Link>
        <Link to="/mobilizacao/concessionarias/consentimentos">{t('Todos os consentimentos')}</Link>
        <Link to="/mobilizacao/concessionarias/retornos">{t('Todos os retornos')}</Link>
      </nav>
      {lista !== null && lista.length === 0 && <Text>{t('Nenhuma concessionária cadastrada: cadastre-a em Parâmetros.')}</Text>}
      <div className={estilos.grade}>
        {lista?.map((c) => (
          <Card key={c.id}>
            <CardHeader
              header={<Link to={pathFor('mobilizacao.concessionarias.pagina', { codigo: c.codigo })}>{c.nome}</Link>}
              action={
                pendentesDa(c.id) > 0 ? (
                  <Badge className={estilos.aResolver} appearance="tint" color="warning">
                    {t('{n} a resolver', { n: pendentesDa(c.id) })}
                  </Badge>
                ) : undefined
              }
              description={<Text size={200}>{c.ativo ? t('Convênio {convenio}', { convenio: c.convenio }) : t('Inativa')}</Text>}
            />
          </Card>
        ))}
      </div>
    </div>
  );
}
