import { Button, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { FichaDoDoador as Ficha, ReservaDoOperador, SituacaoDaLigacao } from '../../../../shared/api/telemarketing.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useT } from '../../../i18n/traducao.ts';
import { devolver, lerCampanhas, lerFicha, lerSituacoes, type CampanhaDaAgenda } from './api.ts';
import { FichaDoDoador } from '../comum/FichaDoDoador.tsx';
import { RegistroDaLigacao } from './RegistroDaLigacao.tsx';

// The donor the operator holds: their screen, the call's record, or giving them back to the agenda.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px', minWidth: 0 },
  topo: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'baseline', flexWrap: 'wrap', justifyContent: 'space-between' },
});

const horaLocal = (instante: string): string => new Date(instante).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

export function AtendimentoDoDoador({ reserva, onFim }: { reserva: ReservaDoOperador; onFim: () => void }) {
  const estilos = useEstilos();
  const t = useT();
  const [ficha, setFicha] = useState<Ficha | null>(null);
  const [situacoes, setSituacoes] = useState<SituacaoDaLigacao[]>([]);
  const [campanhas, setCampanhas] = useState<CampanhaDaAgenda[]>([]);

  useEffect(() => {
    void lerFicha(reserva.pessoaId).then(setFicha).catch(ignoreShownError);
    void lerSituacoes().then(setSituacoes).catch(ignoreShownError);
    void lerCampanhas().then(setCampanhas).catch(ignoreShownError);
  }, [reserva.pessoaId]);

  const devolverAgenda = async () => {
    await devolver().catch(ignoreShownError);
    onFim();
  };

  return (
    <div className={estilos.pilha}>
      <div className={estilos.topo}>
        <Title2 as="h1">{reserva.nome}</Title2>
        <Text size={200}>{t('Reservado para você até {hora}', { hora: horaLocal(reserva.ate) })}</Text>
        <Button onClick={devolverAgenda}>{t('Devolver à agenda')}</Button>
      </div>
      {ficha === null ? <Spinner size="small" label={t('Carregando...')} /> : <FichaDoDoador ficha={ficha} />}
      <RegistroDaLigacao pessoaId={reserva.pessoaId} situacoes={situacoes} campanhas={campanhas} colaboracoes={ficha?.colaboracoes ?? []} onRegistrada={onFim} />
    </div>
  );
}
