import { useMemo, useState } from 'react';
import type { FieldError } from '../../../../shared/api/contract.ts';
import { BarraDeFiltros } from '../../../components/filter-bar/index.ts';
import { ComRegistro } from '../../../engine/dados/ComRegistro.tsx';
import { filtroPreenchido, type ValoresDoFiltro } from '../../../engine/lista/busca.ts';
import { useT } from '../../../i18n/traducao.ts';
import { AutocompleteContext } from '../../../widgets/q-autocomplete/index.ts';
import { FONTES_DO_FILTRO, filtroDePessoas } from './definicao.ts';

interface PainelDeFiltrosProps {
  filtro: ValoresDoFiltro;
  /** What is wrong with `filtro` (from the URL), which then was not searched. */
  erros: readonly FieldError[];
  onAplicar(filtro: ValoresDoFiltro): void;
}

/** The collapsible Filtros panel: validated before applying; Limpar empties it and searches again. */
export function PainelDeFiltros({ filtro, erros, onAplicar }: PainelDeFiltrosProps) {
  const t = useT();
  const definicao = useMemo(() => filtroDePessoas(t), [t]);
  const preenchido = filtroPreenchido(filtro);
  const chave = JSON.stringify(preenchido);
  // Open when the URL brings a filter, and kept open once the user has used it.
  const [aberto, setAberto] = useState(chave !== '{}');
  return (
    <ComRegistro>
      <AutocompleteContext.Provider value={FONTES_DO_FILTRO}>
        <BarraDeFiltros
          // Back/forward or a bookmark changes the URL's filter: the panel starts anew from it.
          key={chave}
          filtro={definicao}
          valoresIniciais={preenchido}
          errosIniciais={erros}
          abertoInicialmente={aberto}
          onAplicar={(valores) => {
            setAberto(true);
            onAplicar(valores);
          }}
          onLimpar={() => {
            setAberto(true);
            onAplicar({});
          }}
        />
      </AutocompleteContext.Provider>
    </ComRegistro>
  );
}
