import { useState } from 'react';
import type { SituacaoEmAberto, TipoDeTitulo } from '../../../../shared/api/relatoriosFinanceiros.ts';
import type { Agrupamento } from '../../../../shared/financeiro/fluxoDeCaixa.ts';
import { DialogoDeEmissao, type DialogoDoCartaoProps, type PedidoDoRelatorio } from '../../../components/relatorios/index.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { Registro } from '../../../widgets/q-autocomplete/index.ts';
import { URL_CATEGORIAS, URL_CENTROS_DE_CUSTO, URL_CONTAS, URL_CONTAS_CONTABEIS, emitirRelatorioFinanceiro } from './api.ts';
import { CampoDeEscolha, CampoDeReferencia, CampoDoAno, useOpcoes } from './CamposDoRelatorio.tsx';
import type { CartaoFinanceiro } from './cartoes.ts';

const REFERENCIAS = ['conta', 'categoria', 'centroCusto', 'contaContabil'] as const;

/** A finance card's Emitir: the period, the card's own fields and the format, posted as a job. */
export function DialogoDoRelatorioFinanceiro({ cartao, onFechar }: DialogoDoCartaoProps<CartaoFinanceiro>) {
  const t = useT();
  const opcoes = useOpcoes();
  const [conta, setConta] = useState<Registro | null>(null);
  const [categoria, setCategoria] = useState<Registro | null>(null);
  const [centroCusto, setCentroCusto] = useState<Registro | null>(null);
  const [contaContabil, setContaContabil] = useState<Registro | null>(null);
  const [ano, setAno] = useState(() => String(new Date().getFullYear()));
  const [tipo, setTipo] = useState<TipoDeTitulo>('AMBOS');
  const [situacao, setSituacao] = useState<SituacaoEmAberto>('TODAS');
  const [agrupamento, setAgrupamento] = useState<Agrupamento>('MES');
  const tem = (campo: CartaoFinanceiro['campos'][number]) => cartao.campos.includes(campo);

  const comPeriodo = cartao.comPeriodo ?? true;

  function emitir({ formato, periodo }: PedidoDoRelatorio) {
    const escolhidos = { conta, categoria, centroCusto, contaContabil };
    const referencias = Object.fromEntries(
      REFERENCIAS.flatMap((campo) => {
        const registro = escolhidos[campo];
        return tem(campo) && registro !== null ? [[campo, String(registro.id)]] : [];
      }),
    );
    return emitirRelatorioFinanceiro(cartao.id, {
      ...(periodo ?? {}),
      formato,
      ...(tem('ano') ? { ano } : {}),
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
      comPeriodo={comPeriodo}
      periodoInicial={cartao.periodoInicial}
      {...(cartao.notaDoFormato === undefined ? {} : { notaDoFormato: cartao.notaDoFormato })}
      emitir={emitir}
      onFechar={onFechar}
    >
      {tem('ano') && <CampoDoAno valor={ano} onChange={setAno} />}
      {tem('contaContabil') && (
        <CampoDeReferencia campo="contaContabil" rotulo={t('Conta contábil')} url={URL_CONTAS_CONTABEIS} valor={contaContabil} onChange={setContaContabil} obrigatorio />
      )}
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
