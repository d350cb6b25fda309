import { Badge, Button, makeStyles, Text, Title2, tokens } from '@fluentui/react-components';
import { useCallback, useEffect, useState } from 'react';
import type { Agenda } from '../../../../shared/api/telemarketing.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { lerAgenda, pegarProximo } from './api.ts';
import { AtendimentoDoDoador } from './AtendimentoDoDoador.tsx';
import { dataLegivel, rotuloDoMotivo } from '../comum/rotulos.ts';

// mobilizacao.telemarketing.agenda: who to call today (callbacks, renewals, campaign donors) and
// "Pegar o próximo", which reserves the next donor for this operator; with a donor held, the
// donor's screen and the call's record.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px', minWidth: 0 },
  barra: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap' },
  lista: { listStyleType: 'none', margin: 0, padding: 0, display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  item: { display: 'flex', gap: tokens.spacingHorizontalS, alignItems: 'center', flexWrap: 'wrap', paddingBottom: tokens.spacingVerticalS, borderBottom: `1px solid ${tokens.colorNeutralStroke2}` },
  nome: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1, minWidth: '160px' },
});

export function AgendaPage() {
  const estilos = useEstilos();
  const t = useT();
  const [agenda, setAgenda] = useState<Agenda | null>(null);

  const recarregar = useCallback(() => {
    void lerAgenda().then(setAgenda).catch(ignoreShownError);
  }, []);
  useEffect(recarregar, [recarregar]);

  const pegar = async () => {
    try {
      await pegarProximo();
    } catch (e) {
      ignoreShownError(e);
    }
    recarregar();
  };

  if (agenda?.reserva) return <AtendimentoDoDoador key={agenda.reserva.pessoaId} reserva={agenda.reserva} onFim={recarregar} />;

  return (
    <div className={estilos.pilha}>
      <Title2 as="h1">{t('Agenda do telemarketing')}</Title2>
      <div className={estilos.barra}>
        <BotaoComCarregamento appearance="primary" onClick={pegar} disabled={agenda === null || agenda.total === 0}>
          {t('Pegar o próximo doador')}
        </BotaoComCarregamento>
        {agenda !== null && <Text>{t('{n} doador(es) na agenda de hoje', { n: agenda.total })}</Text>}
        <Button appearance="subtle" onClick={recarregar}>{t('Atualizar')}</Button>
      </div>
      {agenda !== null && agenda.total === 0 && <Text>{t('Não há doadores na agenda agora.')}</Text>}
      <ul className={estilos.lista} aria-label={t('Agenda de hoje')}>
        {agenda?.itens.map((i) => {
          const motivo = rotuloDoMotivo(t, i.motivo);
          return (
            <li key={i.pessoaId} className={estilos.item}>
              <span className={estilos.nome}>{i.nome}</span>
              <Badge appearance="tint" color={motivo.cor}>{motivo.texto}</Badge>
              <Text size={200}>{dataLegivel(i.quando)}</Text>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
