import { Dropdown, Field, Input, makeStyles, Option, Text, Textarea, tokens } from '@fluentui/react-components';
import { useState } from 'react';
import {
  FORMAS_DA_COLABORACAO,
  type CampanhaDaLigacao,
  type ColaboracaoDoDoador,
  type FormaDaColaboracao,
  type SituacaoDaLigacao,
} from '../../../../shared/api/telemarketing.ts';
import { formatMoney, parseMoney } from '../../../../shared/format/money.ts';
import { conferirContaDoDebito } from '../../../../shared/mobilizacao/contaDoDebito.ts';
import { MENSAGENS_DA_MOBILIZACAO as M } from '../../../../shared/mobilizacao/mensagens.ts';
import { ApiError, fieldErrorsOf } from '../../../api/ApiError.ts';
import { BotaoComCarregamento } from '../../../components/loading-button/index.ts';
import { useT, useTraduzir } from '../../../i18n/traducao.ts';
import { registrarLigacao } from './api.ts';
import { rotuloDaForma } from '../comum/rotulos.ts';

// The call's record: its outcome (a situação), for a promise the colaboração (new or changed),
// the campaign, the next call and notes; by débito automático, the donor's agency and account.
// The server judges it all again (422 under each field).

const useEstilos = makeStyles({
  form: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'start' },
  largo: { gridColumn: '1 / -1' },
  // Fluent's dropdown keeps a 250 px minimum: in a grid cell it fills the cell instead.
  controle: { minWidth: 0, width: '100%' },
});

const NOVA = 'nova';
const DEBITO: FormaDaColaboracao = 'DEBITO_AUTOMATICO';
const vazioENulo = (texto: string): string | null => (texto.trim() === '' ? null : texto.trim());

interface Props {
  pessoaId: number;
  situacoes: readonly SituacaoDaLigacao[];
  campanhas: readonly CampanhaDaLigacao[];
  colaboracoes: readonly ColaboracaoDoDoador[];
  onRegistrada: () => void;
}

export function RegistroDaLigacao({ pessoaId, situacoes, campanhas, colaboracoes, onRegistrada }: Props) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const [situacao, setSituacao] = useState<SituacaoDaLigacao | null>(null);
  const [alterar, setAlterar] = useState<string>(NOVA);
  const [valor, setValor] = useState('');
  const [dia, setDia] = useState('10');
  const [forma, setForma] = useState<FormaDaColaboracao>('BOLETO');
  const [debitoAgencia, setDebitoAgencia] = useState('');
  const [debitoConta, setDebitoConta] = useState('');
  const [campanha, setCampanha] = useState<number | null>(null);
  const [proxima, setProxima] = useState('');
  const [observacao, setObservacao] = useState('');
  const [erros, setErros] = useState<Record<string, string>>({});
  const promessa = situacao?.resultado === 'promessa';
  const vivas = colaboracoes.filter((c) => c.situacao === 'ATIVA' || c.situacao === 'FALHANDO');

  const erro = (...campos: string[]) => {
    const mensagem = campos.map((c) => erros[c]).find((m) => m !== undefined);
    return mensagem === undefined ? {} : { validationMessage: traduzir(mensagem), validationState: 'error' as const };
  };

  /** A field being corrected loses its error. */
  const corrigir = (mudar: (valor: string) => void, campo: string, valorNovo: string) => {
    mudar(valorNovo);
    setErros(({ [campo]: _corrigido, ...outros }) => outros);
  };

  const escolherColaboracao = (valorEscolhido: string) => {
    setAlterar(valorEscolhido);
    const c = vivas.find((v) => String(v.id) === valorEscolhido);
    if (c === undefined) return;
    setValor(formatMoney(c.valor));
    setDia(String(c.diaDoMes));
    setForma(c.forma);
    setDebitoAgencia(c.debitoAgencia ?? '');
    setDebitoConta(c.debitoConta ?? '');
  };

  const registrar = async () => {
    if (situacao === null) {
      setErros({ situacao: M.situacaoInexistente });
      return;
    }
    const reais = parseMoney(valor);
    if (promessa && (reais === null || reais <= 0)) {
      setErros({ 'colaboracao.valor': M.promessaSemColaboracao });
      return;
    }
    const conta = { debitoAgencia: vazioENulo(debitoAgencia), debitoConta: vazioENulo(debitoConta) };
    const errosDaConta = promessa ? conferirContaDoDebito({ forma, ...conta }) : [];
    if (errosDaConta.length > 0) {
      setErros(Object.fromEntries(errosDaConta.map((e) => [`colaboracao.${e.field}`, e.message])));
      return;
    }
    setErros({});
    try {
      await registrarLigacao({
        pessoa: pessoaId,
        situacao: situacao.id,
        observacao: observacao.trim() === '' ? null : observacao.trim(),
        proximaLigacao: proxima === '' ? null : proxima,
        campanha,
        colaboracao: promessa ? { id: alterar === NOVA ? null : Number(alterar), valor: reais ?? 0, diaDoMes: Number(dia), forma, ...(forma === DEBITO ? conta : {}) } : null,
      });
      onRegistrada();
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setErros(fieldErrorsOf(e));
    }
  };

  return (
    <section aria-label={t('Registrar a ligação')}>
      <Text as="h2" size={400} weight="semibold">{t('Registrar a ligação')}</Text>
      <div className={estilos.form}>
        <Field label={t('Situação')} required {...erro('situacao')}>
          <Dropdown
            className={estilos.controle}
            placeholder={t('Escolha a situação')}
            value={situacao?.descricao ?? ''}
            onOptionSelect={(_, d) => setSituacao(situacoes.find((s) => String(s.id) === d.optionValue) ?? null)}
          >
            {situacoes.map((s) => (
              <Option key={s.id} value={String(s.id)}>{s.descricao}</Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('Campanha')} {...erro('campanha')}>
          <Dropdown
            className={estilos.controle}
            placeholder={t('Sem campanha')}
            value={campanhas.find((c) => c.id === campanha)?.nome ?? ''}
            onOptionSelect={(_, d) => setCampanha(d.optionValue === undefined || d.optionValue === '' ? null : Number(d.optionValue))}
          >
            <Option value="">{t('Sem campanha')}</Option>
            {campanhas.map((c) => (
              <Option key={c.id} value={String(c.id)}>{c.nome}</Option>
            ))}
          </Dropdown>
        </Field>
        <Field label={t('Próxima ligação')} {...erro('proximaLigacao')}>
          <Input className={estilos.controle} type="datetime-local" value={proxima} onChange={(_, d) => setProxima(d.value)} />
        </Field>
        {promessa && (
          <>
            <Field label={t('Colaboração')} {...erro('colaboracao', 'colaboracao.id')}>
              <Dropdown
                className={estilos.controle}
                value={alterar === NOVA ? t('Nova colaboração') : t('Alterar a colaboração nº {id}', { id: alterar })}
                onOptionSelect={(_, d) => escolherColaboracao(d.optionValue ?? NOVA)}
              >
                <Option value={NOVA}>{t('Nova colaboração')}</Option>
                {vivas.map((c) => (
                  <Option key={c.id} value={String(c.id)} text={t('Alterar a colaboração nº {id}', { id: c.id })}>
                    {t('Alterar a colaboração nº {id}', { id: c.id })}
                  </Option>
                ))}
              </Dropdown>
            </Field>
            <Field label={t('Valor mensal')} required {...erro('colaboracao.valor')}>
              <Input className={estilos.controle} inputMode="decimal" contentBefore="R$" placeholder="0,00" value={valor} onChange={(_, d) => setValor(d.value)} />
            </Field>
            <Field label={t('Dia do mês')} required {...erro('colaboracao.diaDoMes')}>
              <Input className={estilos.controle} type="number" min={1} max={28} value={dia} onChange={(_, d) => setDia(d.value)} />
            </Field>
            <Field label={t('Forma de cobrança')} required {...erro('colaboracao.forma')}>
              <Dropdown className={estilos.controle} value={rotuloDaForma(t, forma)} selectedOptions={[forma]} onOptionSelect={(_, d) => setForma((d.optionValue as FormaDaColaboracao | undefined) ?? forma)}>
                {FORMAS_DA_COLABORACAO.map((f) => (
                  <Option key={f} value={f}>{rotuloDaForma(t, f)}</Option>
                ))}
              </Dropdown>
            </Field>
            {forma === DEBITO && (
              <>
                <Field label={t('Agência do débito')} hint={t('Sem o dígito.')} required {...erro('colaboracao.debitoAgencia')}>
                  <Input className={estilos.controle} inputMode="numeric" maxLength={4} value={debitoAgencia} onChange={(_, d) => corrigir(setDebitoAgencia, 'colaboracao.debitoAgencia', d.value)} />
                </Field>
                <Field label={t('Conta do débito')} hint={t('Com o dígito, só números.')} required {...erro('colaboracao.debitoConta')}>
                  <Input className={estilos.controle} inputMode="numeric" maxLength={14} value={debitoConta} onChange={(_, d) => corrigir(setDebitoConta, 'colaboracao.debitoConta', d.value)} />
                </Field>
              </>
            )}
          </>
        )}
        <Field className={estilos.largo} label={t('Observação')} {...erro('observacao')}>
          <Textarea value={observacao} maxLength={2000} onChange={(_, d) => setObservacao(d.value)} />
        </Field>
        <div className={estilos.largo}>
          <BotaoComCarregamento appearance="primary" onClick={registrar}>{t('Registrar ligação')}</BotaoComCarregamento>
        </div>
      </div>
    </section>
  );
}
