import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router-dom';
import type { CategoriaDoOrcamentoNoPainel, PainelDoOrcamento } from '../../../../shared/api/painel.ts';
import { useT } from '../../../i18n/traducao.ts';
import type { FiltrosDoPainel } from './api.ts';
import { COR_NEUTRA, COR_RESULTADO, CORES_DAS_FATIAS } from './cores.ts';
import { valorCompacto, valorDaDica } from './escala.ts';
import { Figura } from './Figura.tsx';
import { caminhoDaLista } from './listas.ts';
import { TabelaSimples } from './TabelaSimples.tsx';

const nomeCurto = (nome: string): string => (nome.length > 18 ? `${nome.slice(0, 17)}…` : nome);
const COR_PLANEJADO = CORES_DAS_FATIAS[7] ?? COR_NEUTRA;

/** The plan's categories of the year, planned against realised by competence; a bar opens the category's títulos. */
export function GraficoDoOrcamento({ orcamento, filtros }: { orcamento: PainelDoOrcamento; filtros: FiltrosDoPainel }) {
  const t = useT();
  const navigate = useNavigate();
  const caminho = (c: CategoriaDoOrcamentoNoPainel) =>
    caminhoDaLista(c.tipo, { categoria: { id: c.id, descricao: c.nome }, ...(filtros.centroCusto === null ? {} : { centroCusto: filtros.centroCusto }) });
  const percentual = orcamento.percentual === null ? '—' : `${orcamento.percentual.toLocaleString('pt-BR')}%`;
  return (
    <Figura
      titulo={t('Execução orçamentária de {ano}', { ano: String(orcamento.ano) })}
      descricao={t('Planejado x realizado por competência, nas categorias com mais planejado (realizado do ano: {percentual} do planejado). Clique numa barra para ver os títulos da categoria.', { percentual })}
      vazio={orcamento.categorias.length === 0}
      tabela={
        <TabelaSimples
          legenda={t('Execução orçamentária')}
          colunas={[t('Categoria'), t('Planejado'), t('Realizado por competência')]}
          linhas={orcamento.categorias.map((c) => ({ chave: String(c.id), rotulo: c.nome, caminho: caminho(c), valores: [c.planejado, c.realizado] }))}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={orcamento.categorias} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={valorCompacto} tick={{ fontSize: 11, fill: COR_NEUTRA }} />
          <YAxis type="category" dataKey="nome" tickFormatter={nomeCurto} tick={{ fontSize: 11, fill: COR_NEUTRA }} width={136} interval={0} />
          <Tooltip formatter={valorDaDica} />
          <Legend />
          {(['planejado', 'realizado'] as const).map((chave) => (
            <Bar
              key={chave}
              dataKey={chave}
              name={chave === 'planejado' ? t('Planejado') : t('Realizado por competência')}
              fill={chave === 'planejado' ? COR_PLANEJADO : COR_RESULTADO}
              cursor="pointer"
              isAnimationActive={false}
              onClick={(_dado, indice) => {
                const categoria = orcamento.categorias[indice];
                if (categoria !== undefined) void navigate(caminho(categoria));
              }}
            />
          ))}
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
