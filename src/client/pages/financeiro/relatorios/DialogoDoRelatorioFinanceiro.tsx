import { useState } from 'react';
import type { SituacaoEmAberto, TipoDeTitulo } from '../../../../shared/api/relatoriosFinanceiros.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import { DialogoDeEmissao, type DialogoDoCartaoProps, type PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';
import { URL_CATEGORIAS, URL_CENTROS_DE_CUSTO, URL_CONTAS, emitirRelatorioFinanceiro } from './api.ts';
import { CampoDeEscolha, CampoDeReferencia, useOpcoes } from './CamposDoRelatorio.tsx';
import type { CartaoFinanceiro } from './cartoes.ts';

const REFERENCIAS = ['conta', 'categoria', 'centroCusto'] as const;

/** A finance card's Emitir: the period, the card's own fields and the format, posted as a job. */
export function DialogoDoRelatorioFinanceiro({ cartao, onFechar }: DialogoDoCartaoProps<CartaoFinanceiro>) {
  const t = useT();
  const opcoes = useOpcoes();
  const [conta, setConta] = useState<Registro | null>(null);
  const [categoria, setCategoria] = useState<Registro | null>(null);
  const [centroCusto, setCentroCusto] = useState<Registro | null>(null);
  const [tipo, setTipo] = useState<TipoDeTitulo>('AMBOS');
  const [situacao, setSituacao] = useState<SituacaoEmAberto>('TODAS');
  const [agrupamento, setAgrupamento] = useState<Agrupamento>('MES');
  const tem = (campo: CartaoFinanceiro['campos'][number]) => cartao.campos.includes(campo);

  function emitir({ formato, periodo }: PedidoDoRelatorio) {
    if (periodo === null) throw new Error('Os relatórios financeiros têm período.');
    const escolhidos = { conta, categoria, centroCusto };
    const referencias = Object.fromEntries(
      REFERENCIAS.flatMap((campo) => {
        const registro = escolhidos[campo];
        return tem(campo) && registro !== null ? [[campo, String(registro.id)]] : [];
      }),
    );
    return emitirRelatorioFinanceiro(cartao.id, {
      ...periodo,
      formato,
      ...referencias,
      ...(tem('tipo') ? { tipo } : {}),
      ...(tem('situacao') ? { situacao } : {}),
      ...(tem('agrupamento') ? { agrupamento } : {}),
    });
  }

  return (
    <DialogoDeEmissao
      titulo={cartao.titulo}
      descricao={cartao.descricao}
      comPeriodo
      periodoInicial={cartao.periodoInicial}
      {...(cartao.notaDoFormato === undefined ? {} : { notaDoFormato: cartao.notaDoFormato })}
      emitir={emitir}
      onFechar={onFechar}
    >
      {tem('tipo') && (
        <CampoDeEscolha<TipoDeTitulo> campo="tipo" rotulo={t('Títulos')} opcoes={cartao.id === 'baixas' ? opcoes.tipoDasBaixas : opcoes.tipo} valor={tipo} onChange={setTipo} />
      )}
      {tem('situacao') && <CampoDeEscolha<SituacaoEmAberto> campo="situacao" rotulo={t('Situação')} opcoes={opcoes.situacao} valor={situacao} onChange={setSituacao} />}
      {tem('agrupamento') && <CampoDeEscolha<Agrupamento> campo="agrupamento" rotulo={t('Agrupar')} opcoes={opcoes.agrupamento} valor={agrupamento} onChange={setAgrupamento} />}
      {tem('conta') && <CampoDeReferencia campo="conta" rotulo={t('Conta')} url={URL_CONTAS} valor={conta} onChange={setConta} obrigatorio={cartao.contaObrigatoria ?? false} />}
      {tem('categoria') && <CampoDeReferencia campo="categoria" rotulo={t('Categoria')} url={URL_CATEGORIAS} valor={categoria} onChange={setCategoria} obrigatorio={false} />}
      {tem('centroCusto') && (
        <CampoDeReferencia campo="centroCusto" rotulo={t('Centro de custo')} url={URL_CENTROS_DE_CUSTO} valor={centroCusto} onChange={setCentroCusto} obrigatorio={false} />
      )}
    </DialogoDeEmissao>
  );
}
