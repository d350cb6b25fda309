import { useState, type FormEvent } from 'react';
import { Button, Dropdown, Field, Input, Option, makeStyles, tokens } from '@fluentui/react-components';
import { DismissRegular, FilterRegular } from '@fluentui/react-icons';
import { LIMITES_DA_MENSAGEM } from '../../../../shared/api/mensagens.ts';
import { valorDoPeriodo } from '../../../../shared/periodo/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import { PeriodoWidget } from '../../../widgets/periodo/index.ts';
import { QAutocompleteWidget, type ValorDoAutocomplete } from '../../../widgets/q-autocomplete/index.ts';
import { URL_DESTINATARIOS } from '../api.ts';
import { filtroVazio, type FiltroDaPagina, type PastaDoFiltro, type SituacaoDoFiltro } from './filtro.ts';
import { apresentacaoAvulsa } from '../../../widgets/apresentacao.ts';

const useEstilos = makeStyles({
  painel: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
    gap: tokens.spacingHorizontalM,
    alignItems: 'start',
    padding: tokens.spacingHorizontalM,
    borderRadius: tokens.borderRadiusLarge,
    border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  botoes: { gridColumn: '1 / -1', display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS, justifyContent: 'flex-end' },
});

type Traduzir = ReturnType<typeof useT>;

const pastas = (t: Traduzir): Readonly<Record<PastaDoFiltro, string>> => ({ todas: t('Recebidas e enviadas'), caixaentrada: t('Recebidas'), enviados: t('Enviadas') });
const situacoes = (t: Traduzir): Readonly<Record<SituacaoDoFiltro, string>> => ({ todas: t('Todas'), naolidas: t('Não lidas'), lidas: t('Lidas') });

function remetenteDe(valor: ValorDoAutocomplete | null): FiltroDaPagina['remetente'] {
  if (valor === null || Array.isArray(valor) || typeof valor.id !== 'number') return null;
  return { id: valor.id, nome: String(valor.nome ?? valor.id) };
}

interface PainelDeFiltrosProps {
  inicial: FiltroDaPagina;
  onAplicar(filtro: FiltroDaPagina): void;
}

/** Text, folder, sender, read state and period; applied with Aplicar, emptied with Limpar. */
export function PainelDeFiltros({ inicial, onAplicar }: PainelDeFiltrosProps) {
  const estilos = useEstilos();
  const t = useT();
  const [f, setF] = useState(inicial);
  const nomesDasPastas = pastas(t);
  const nomesDasSituacoes = situacoes(t);
  const mudar = <K extends keyof FiltroDaPagina>(campo: K, valor: FiltroDaPagina[K]) => setF((antes) => ({ ...antes, [campo]: valor }));

  function aplicar(evento: FormEvent) {
    evento.preventDefault();
    onAplicar(f);
  }

  function limpar() {
    const vazio = filtroVazio(new Date());
    setF(vazio);
    onAplicar(vazio);
  }

  return (
    <form className={estilos.painel} onSubmit={aplicar} aria-label={t('Filtros de mensagens')}>
      <Field label={t('Texto')}>
        <Input value={f.q} maxLength={LIMITES_DA_MENSAGEM.busca} onChange={(_, d) => mudar('q', d.value)} placeholder={t('No assunto ou no texto')} />
      </Field>
      <Field label={t('Mensagens')}>
        <Dropdown value={nomesDasPastas[f.pasta]} selectedOptions={[f.pasta]} onOptionSelect={(_, d) => mudar('pasta', (d.optionValue ?? 'todas') as PastaDoFiltro)}>
          {Object.entries(nomesDasPastas).map(([valor, rotulo]) => (
            <Option key={valor} value={valor}>
              {rotulo}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <QAutocompleteWidget
        id="filtro-remetente"
        campo="remetenteId"
        rotulo={t('Remetente')}
        url={URL_DESTINATARIOS}
        valor={f.remetente}
        onChange={(valor) => mudar('remetente', remetenteDe(valor))}
        obrigatorio={false}
        desabilitado={false}
        erro={null}
        apresentacao={apresentacaoAvulsa('q-autocomplete', t('Remetente'))}
      />
      <Field label={t('Situação')}>
        <Dropdown value={nomesDasSituacoes[f.situacao]} selectedOptions={[f.situacao]} onOptionSelect={(_, d) => mudar('situacao', (d.optionValue ?? 'todas') as SituacaoDoFiltro)}>
          {Object.entries(nomesDasSituacoes).map(([valor, rotulo]) => (
            <Option key={valor} value={valor}>
              {rotulo}
            </Option>
          ))}
        </Dropdown>
      </Field>
      <PeriodoWidget
        id="filtro-periodo"
        campo="periodo"
        rotulo={t('Período')}
        valor={f.periodo}
        onChange={(periodo) => mudar('periodo', periodo ?? valorDoPeriodo('TODOS', new Date()))}
        obrigatorio={false}
        desabilitado={false}
        erro={null}
        apresentacao={apresentacaoAvulsa('periodo', t('Período'))}
      />
      <div className={estilos.botoes}>
        <Button icon={<DismissRegular />} onClick={limpar}>
          {t('Limpar')}
        </Button>
        <Button type="submit" appearance="primary" icon={<FilterRegular />}>
          {t('Aplicar')}
        </Button>
      </div>
    </form>
  );
}
