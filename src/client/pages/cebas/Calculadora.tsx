import { Field, Input, Link, makeStyles, Switch, Text, Title2, tokens } from '@fluentui/react-components';
import { useEffect, useMemo, useState } from 'react';
import type { ParametrosDoCebas } from '../../../shared/api/cebas.ts';
import { calcularCebas, CAMPOS_DA_CALCULADORA, type ContagensDoCebas, type TipoDeCalculadora } from '../../../shared/cebas/calculadoras.ts';
import { conferirSimulacao } from '../../../shared/cebas/entrada.ts';
import { TEXTOS_DAS_CALCULADORAS, ROTULOS_DAS_CONTAGENS } from '../../../shared/cebas/textos.ts';
import { ApiError, fieldErrorsOf } from '../../api/ApiError.ts';
import { ignoreShownError } from '../../api/ignoreShownError.ts';
import { BotaoComCarregamento } from '../../components/loading-button/index.ts';
import { useLinkDaRota } from '../../components/navigation/useLinkDaRota.ts';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import { lerEstatisticas, salvarSimulacao } from './api.ts';
import { LimitesDeRenda } from './LimitesDeRenda.tsx';
import { lerContagem } from './numeros.ts';
import { Resultado } from './Resultado.tsx';

// A CEBAS calculator (one component, parametrised by the calculator): the year's counts, the
// result computed as the user types by the same pure module the server runs, and "Salvar
// simulação", which the server recomputes and stores for the session's unit.

const useEstilos = makeStyles({
  pilha: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '960px', minWidth: 0 },
  regra: { color: tokens.colorNeutralForeground2, maxWidth: '80ch' },
  campos: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: tokens.spacingHorizontalM, alignItems: 'end' },
  acoes: { display: 'flex', gap: tokens.spacingHorizontalL, alignItems: 'center', flexWrap: 'wrap' },
});

type Digitado = Partial<Record<keyof ContagensDoCebas | 'ano', string>>;

export function Calculadora({ tipo }: { tipo: TipoDeCalculadora }) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const textos = TEXTOS_DAS_CALCULADORAS[tipo];
  const estatisticas = useLinkDaRota(`/cebas/${tipo}/estatisticas`);
  const [parametros, setParametros] = useState<ParametrosDoCebas | null>(null);
  const [digitado, setDigitado] = useState<Digitado>({ ano: String(new Date().getFullYear()) });
  const [prouni, setProuni] = useState<boolean | null>(null);
  const [errosDoServidor, setErrosDoServidor] = useState<Record<string, string>>({});

  useEffect(() => {
    void lerEstatisticas(tipo).then((e) => setParametros(e.parametros)).catch(ignoreShownError);
  }, [tipo]);

  const comProuni = prouni ?? parametros?.prouni ?? false;
  const corpo = useMemo(() => {
    const c: Record<string, unknown> = { tipo, ano: lerContagem(digitado.ano ?? '') };
    for (const campo of CAMPOS_DA_CALCULADORA[tipo]) c[campo] = lerContagem(digitado[campo] ?? '');
    if (tipo === 'superior') c['prouni'] = comProuni;
    return c;
  }, [tipo, digitado, comProuni]);
  const conferida = useMemo(() => conferirSimulacao(corpo, comProuni), [corpo, comProuni]);
  const resultado = 'simulacao' in conferida ? calcularCebas(conferida.simulacao) : null;
  const errosAoVivo = 'erros' in conferida ? Object.fromEntries(conferida.erros.filter((e) => (digitado[e.field as keyof Digitado] ?? '') !== '').map((e) => [e.field, e.message])) : {};
  const erroDe = (campo: string): string | undefined => errosDoServidor[campo] ?? errosAoVivo[campo];

  const mudar = (campo: keyof Digitado, valor: string) => {
    setDigitado((d) => ({ ...d, [campo]: valor }));
    setErrosDoServidor((e) => ({ ...e, [campo]: undefined }) as Record<string, string>);
  };

  const salvar = async () => {
    try {
      await salvarSimulacao(corpo);
      setErrosDoServidor({});
    } catch (e) {
      if (!(e instanceof ApiError)) throw e;
      setErrosDoServidor(fieldErrorsOf(e));
    }
  };

  const campo = (nome: keyof Digitado, rotulo: string) => {
    const erro = erroDe(nome);
    return (
      <Field key={nome} label={rotulo} validationMessage={erro === undefined ? undefined : traduzir(erro)} validationState={erro === undefined ? 'none' : 'error'}>
        <Input inputMode="numeric" value={digitado[nome] ?? ''} onChange={(_, d) => mudar(nome, d.value)} />
      </Field>
    );
  };

  return (
    <div className={estilos.pilha}>
      <Title2 as="h1">{traduzir(textos.titulo)}</Title2>
      <Text className={estilos.regra}>{traduzir(textos.regra)}</Text>
      {parametros !== null && tipo !== 'superior' && <LimitesDeRenda parametros={parametros} />}
      <div className={estilos.campos}>
        {campo('ano', t('Ano'))}
        {CAMPOS_DA_CALCULADORA[tipo].map((c) => campo(c, traduzir(ROTULOS_DAS_CONTAGENS[c])))}
      </div>
      {tipo === 'superior' && <Switch label={t('A instituição aderiu ao Prouni')} checked={comProuni} onChange={(_, d) => setProuni(d.checked)} />}
      <Resultado resultado={resultado} />
      <div className={estilos.acoes}>
        <BotaoComCarregamento appearance="primary" onClick={salvar}>
          {t('Salvar simulação')}
        </BotaoComCarregamento>
        <Link {...estatisticas}>{t('Ver estatísticas')}</Link>
      </div>
    </div>
  );
}
