import { useState, type FormEvent } from 'react';
import { Button, Checkbox, Field, Input, Label, Text, Title2, makeStyles, tokens } from '@fluentui/react-components';
import { useSWRConfig } from 'swr';
import { problemasDaGeracao, type TipoDoLancamento } from '../../../../shared/financeiro/geracao.ts';
import { formatModel } from '../../../../shared/format/dates.ts';
import { fieldErrorMap, fieldErrorsOf } from '../../../api/ApiError.ts';
import { ResumoDeErros } from '../../../components/formulario/ResumoDeErros.tsx';
import { LinkDaRota } from '../../../components/navigation/LinkDaRota.tsx';
import { useTraduzir, useT } from '../../../i18n/traducao.ts';
import { URL_DAS_TAREFAS } from '../../../jobs/useTarefas.ts';
import { gerarTitulos } from './api.ts';

// Hand-written: a flow, not a record. It asks for the months and the kinds and starts the
// background job; the review is the engine's screens of títulos a definir and definidos.

const useEstilos = makeStyles({
  pagina: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '720px', minWidth: 0 },
  formulario: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  meses: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalM, '& > *': { flex: '1 1 200px', minWidth: 0 } },
  tipos: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL },
  links: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalXL },
  erro: { color: tokens.colorPaletteRedForeground1, fontSize: tokens.fontSizeBase200 },
});

const esteMes = (): string => formatModel(new Date()).slice(0, 7);

/** Geração de títulos: the fixed entries of the chosen months become títulos a definir, in the background. */
export function GeracaoDeTitulosPage() {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  const { mutate } = useSWRConfig();
  const [mesInicial, setMesInicial] = useState(esteMes);
  const [mesFinal, setMesFinal] = useState(esteMes);
  const [tipos, setTipos] = useState<ReadonlySet<TipoDoLancamento>>(new Set(['RECEITA', 'DESPESA']));
  const [erros, setErros] = useState<Record<string, string>>({});
  const [enviando, setEnviando] = useState(false);

  const marcar = (tipo: TipoDoLancamento, marcado: boolean) =>
    setTipos((atuais) => new Set([...atuais].filter((t) => t !== tipo).concat(marcado ? [tipo] : [])));

  async function gerar(event: FormEvent) {
    event.preventDefault();
    if (enviando) return;
    const pedido = { mesInicial, mesFinal, tipos: [...tipos] };
    const locais = problemasDaGeracao({ ...pedido, mesInicial: mesInicial || null, mesFinal: mesFinal || null });
    setErros(fieldErrorMap(locais));
    if (locais.length > 0) return;
    setEnviando(true);
    try {
      await gerarTitulos(pedido);
      void mutate(URL_DAS_TAREFAS);
    } catch (falha) {
      setErros(fieldErrorsOf(falha));
    } finally {
      setEnviando(false);
    }
  }

  const erro = (campo: string) => (erros[campo] === undefined ? undefined : traduzir(erros[campo]));
  return (
    <div className={estilos.pagina}>
      <Title2 as="h1">{t('Geração de títulos')}</Title2>
      <Text>{t('Os lançamentos fixos ativos da unidade viram títulos a definir nos meses escolhidos. Gerar de novo o mesmo período não repete nenhum.')}</Text>
      <form className={estilos.formulario} onSubmit={(e) => void gerar(e)} noValidate aria-label={t('Geração de títulos')}>
        <div className={estilos.meses}>
          <Field label={t('Mês inicial')} required validationMessage={erro('mesInicial')}>
            <Input type="month" value={mesInicial} onChange={(_, d) => setMesInicial(d.value)} />
          </Field>
          <Field label={t('Mês final')} required validationMessage={erro('mesFinal')}>
            <Input type="month" value={mesFinal} onChange={(_, d) => setMesFinal(d.value)} />
          </Field>
        </div>
        <div role="group" aria-labelledby="geracao-tipos" aria-describedby={erro('tipos') === undefined ? undefined : 'geracao-tipos-erro'}>
          <Label id="geracao-tipos">{t('Gerar')}</Label>
          <div className={estilos.tipos}>
            <Checkbox label={t('Receitas')} checked={tipos.has('RECEITA')} onChange={(_, d) => marcar('RECEITA', d.checked === true)} />
            <Checkbox label={t('Despesas')} checked={tipos.has('DESPESA')} onChange={(_, d) => marcar('DESPESA', d.checked === true)} />
          </div>
          {erro('tipos') !== undefined && (
            <Text id="geracao-tipos-erro" className={estilos.erro}>
              {erro('tipos')}
            </Text>
          )}
        </div>
        <ResumoDeErros erros={erros} />
        <div>
          <Button appearance="primary" type="submit" disabledFocusable={enviando} aria-busy={enviando || undefined}>
            {t('Gerar títulos')}
          </Button>
        </div>
      </form>
      <nav className={estilos.links} aria-label={t('Revisão')}>
        <LinkDaRota path="/financeiro/geracaotitulos/titulosadefinir">{t('Títulos a definir')}</LinkDaRota>
        <LinkDaRota path="/financeiro/geracaotitulos/titulosdefinidos">{t('Títulos definidos')}</LinkDaRota>
      </nav>
    </div>
  );
}
