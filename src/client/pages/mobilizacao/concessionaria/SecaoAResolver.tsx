import { Badge, Button, makeStyles, Text, Title3, tokens } from '@fluentui/react-components';
import { CheckmarkRegular, DeleteRegular } from '@fluentui/react-icons';
import { useState } from 'react';
import type { PendenciaDaConcessionaria } from '../../../../shared/api/concessionarias.ts';
import { formatDate } from '../../../../shared/format/dates.ts';
import { formatMoney } from '../../../../shared/format/money.ts';
import { useT } from '../../../i18n/traducao.ts';
import { DialogoDeDescarte } from './DialogoDeDescarte.tsx';
import { DialogoDeResolucao } from './DialogoDeResolucao.tsx';

// A utility page's "A resolver": every record of its returns that no donor, or more than one,
// matched. Each is resolved — applied to a donor — or discarded with a reason, in a dialog.

const useEstilos = makeStyles({
  secao: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS, minWidth: 0 },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalL,
    rowGap: tokens.spacingVerticalXS,
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalM}`,
    border: `1px solid ${tokens.colorNeutralStroke2}`,
    borderRadius: tokens.borderRadiusMedium,
  },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalS, marginLeft: 'auto' },
});

type Aberto = { pendencia: PendenciaDaConcessionaria; acao: 'resolver' | 'descartar' };

interface SecaoAResolverProps {
  formaCobrancaId: number;
  pendencias: readonly PendenciaDaConcessionaria[];
  podeResolver: boolean;
  /** A record was resolved or discarded: read the page again. */
  onResolvido(): void;
}

export function SecaoAResolver({ formaCobrancaId, pendencias, podeResolver, onResolvido }: SecaoAResolverProps) {
  const estilos = useEstilos();
  const t = useT();
  const [aberto, setAberto] = useState<Aberto | null>(null);
  const fechar = (resolvido: boolean) => {
    setAberto(null);
    if (resolvido) onResolvido();
  };
  return (
    <section className={estilos.secao} aria-labelledby="a-resolver">
      <Title3 as="h2" id="a-resolver">
        {t('A resolver')}
      </Title3>
      {pendencias.length === 0 ? (
        <Text>{t('Nenhum registro a resolver: todos os retornos foram lançados.')}</Text>
      ) : (
        <>
          <Text>{t('Registros dos retornos que nenhum doador, ou mais de um, tem pela instalação: escolha o doador ou descarte o registro.')}</Text>
          <ul className={estilos.lista} aria-label={t('Registros a resolver')}>
            {pendencias.map((p) => (
              <li key={p.id} className={estilos.item} aria-label={t('Instalação {instalacao}', { instalacao: p.instalacao })}>
                <Text weight="semibold">{t('Instalação {instalacao}', { instalacao: p.instalacao })}</Text>
                <Badge appearance="tint" color="warning">
                  {p.resultado === 'ambiguo' ? t('Ambíguo') : t('Sem consentimento')}
                </Badge>
                <Text size={200}>{t('{arquivo}, linha {linha}', { arquivo: p.nomeArquivo, linha: p.linha })}</Text>
                {p.dataPagamento !== null && <Text size={200}>{t('pago em {data}', { data: formatDate(p.dataPagamento) })}</Text>}
                <Text>{t('bruto {bruto}, líquido {liquido}', { bruto: formatMoney(p.valorBruto), liquido: formatMoney(p.valorLiquido) })}</Text>
                {podeResolver && (
                  <span className={estilos.acoes}>
                    <Button appearance="primary" size="small" icon={<CheckmarkRegular />} onClick={() => setAberto({ pendencia: p, acao: 'resolver' })}>
                      {t('Resolver')}
                    </Button>
                    <Button size="small" icon={<DeleteRegular />} onClick={() => setAberto({ pendencia: p, acao: 'descartar' })}>
                      {t('Descartar')}
                    </Button>
                  </span>
                )}
              </li>
            ))}
          </ul>
        </>
      )}
      {aberto?.acao === 'resolver' && <DialogoDeResolucao formaCobrancaId={formaCobrancaId} pendencia={aberto.pendencia} onFechar={fechar} />}
      {aberto?.acao === 'descartar' && <DialogoDeDescarte pendencia={aberto.pendencia} onFechar={fechar} />}
    </section>
  );
}
