import { Bar, BarChart, CartesianGrid, Cell, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useNavigate } from 'react-router-dom';
import type { FatiaDoPainel, PainelPorChave } from '../../../../shared/api/painel.ts';
import { useT } from '../../../i18n/traducao.ts';
import { COR_NEUTRA, CORES_DAS_FATIAS } from './cores.ts';
import { valorCompacto, valorDaDica } from './escala.ts';
import { Figura } from './Figura.tsx';
import { TabelaSimples } from './TabelaSimples.tsx';

interface GraficoDeFatias {
  titulo: string;
  descricao: string;
  dados: PainelPorChave;
  /** The list a slice opens; null when it opens none ("Outros", or no record to filter by). */
  caminho(fatia: FatiaDoPainel): string | null;
}

const nomeCurto = (nome: string): string => (nome.length > 18 ? `${nome.slice(0, 17)}…` : nome);

/** A ranking (category, cost centre, person) as horizontal bars, largest first; a bar opens its list. */
export function GraficoDeFatias({ titulo, descricao, dados, caminho }: GraficoDeFatias) {
  const t = useT();
  const navigate = useNavigate();
  const nome = (f: FatiaDoPainel): string => (f.outros === true ? t('Outros') : f.id === null ? t('Sem informação') : f.nome);
  const linhas = dados.fatias.map((f) => ({ ...f, rotulo: nome(f) }));
  return (
    <Figura
      titulo={titulo}
      descricao={descricao}
      vazio={linhas.length === 0}
      tabela={
        <TabelaSimples
          legenda={titulo}
          colunas={[t('Nome'), t('Valor')]}
          linhas={linhas.map((f) => ({ chave: `${f.id ?? 'nulo'}-${f.outros === true ? 'outros' : ''}`, rotulo: f.rotulo, caminho: caminho(f), valores: [f.valor] }))}
        />
      }
    >
      <ResponsiveContainer width="100%" height="100%">
        <BarChart accessibilityLayer={false} data={linhas} layout="vertical" margin={{ top: 0, right: 8, bottom: 0, left: 0 }}>
          <CartesianGrid strokeDasharray="3 3" horizontal={false} />
          <XAxis type="number" tickFormatter={valorCompacto} tick={{ fontSize: 11, fill: COR_NEUTRA }} />
          <YAxis type="category" dataKey="rotulo" tickFormatter={nomeCurto} tick={{ fontSize: 11, fill: COR_NEUTRA }} width={136} interval={0} />
          <Tooltip formatter={valorDaDica} />
          <Bar
            dataKey="valor"
            name={t('Valor')}
            isAnimationActive={false}
            onClick={(_dado, indice) => {
              const fatia = linhas[indice];
              const destino = fatia === undefined ? null : caminho(fatia);
              if (destino !== null) void navigate(destino);
            }}
          >
            {linhas.map((f, i) => (
              <Cell key={`${f.id ?? 'nulo'}-${i}`} fill={CORES_DAS_FATIAS[i % CORES_DAS_FATIAS.length]} cursor={caminho(f) === null ? 'default' : 'pointer'} />
            ))}
          </Bar>
        </BarChart>
      </ResponsiveContainer>
    </Figura>
  );
}
