import { Button, makeStyles, Spinner, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useState } from 'react';
import type { FichaDoDoador as Ficha, OpcoesDaLigacao, ReservaDoOperador } from '../../../../shared/api/telemarketing.ts';
import { ignoreShownError } from '../../../api/ignoreShownError.ts';
import { useT } from '../../../i18n/traducao.ts';
import { devolver, lerFicha, lerOpcoes } from './api.ts';
import { FichaDoDoador } from '../comum/FichaDoDoador.tsx';
import { RegistroDaLigacao } from './RegistroDaLigacao.tsx';

// The donor the operator holds: their screen, the call's record, or giving them back to the agenda.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '880px', minWidth: 0 },
  topo: { display: 'flex', gap: tokens.spacingHorizontalM, alignItems: 'center', flexWrap: 'wrap', justifyContent: 'space-between' },
  nome: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

const horaLocal = (instante: string): string => new Date(instante).toLocaleTimeString('pt-BR', { hour: '2-digit', minute: '2-digit', timeZone: 'America/Sao_Paulo' });

export function AtendimentoDoDoador({ reserva, onFim }: { reserva: ReservaDoOperador; onFim: () => void }) {
  const estilos = useEstilos();
  const t = useT();
  const [ficha, setFicha] = useState<Ficha | null>(null);
  const [opcoes, setOpcoes] = useState<OpcoesDaLigacao>({ situacoes: [], campanhas: [] });

  useEffect(() => {
    void lerFicha(reserva.pessoaId).then(setFicha).catch(ignoreShownError);
    void lerOpcoes().then(setOpcoes).catch(ignoreShownError);
  }, [reserva.pessoaId]);

  const devolverAgenda = async () => {
    await devolver().catch(ignoreShownError);
    onFim();
  };

  return (
    <div className={estilos.pilha}>
      <div className={estilos.topo}>
        <div className={estilos.nome}>
          <Title2 as="h1">{reserva.nome}</Title2>
          <Text size={200}>{t('Reservado para você até {hora}', { hora: horaLocal(reserva.ate) })}</Text>
        </div>
        <Button onClick={devolverAgenda}>{t('Devolver à agenda')}</Button>
      </div>
      {ficha === null ? <Spinner size="small" label={t('Carregando...')} /> : <FichaDoDoador ficha={ficha} />}
      <RegistroDaLigacao pessoaId={reserva.pessoaId} situacoes={opcoes.situacoes} campanhas={opcoes.campanhas} colaboracoes={ficha?.colaboracoes ?? []} onRegistrada={onFim} />
    </div>
  );
}
