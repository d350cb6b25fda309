import { Tooltip, makeStyles, tokens } from '@fluentui/react-components';
import { BuildingRegular, PersonRegular, VehicleTruckProfileRegular } from '@fluentui/react-icons';
import type { FluentIcon } from '@fluentui/react-icons';
import { useT } from '../../i18n/traducao.ts';
import { rotuloDoPapel, papeisDa, type Papel, type PessoaDoCadastro } from './dados/pessoa.ts';

const useEstilos = makeStyles({
  papeis: { display: 'inline-flex', gap: tokens.spacingHorizontalXS, color: tokens.colorBrandForeground1, fontSize: '20px' },
});

const ICONES: Readonly<Record<Papel, FluentIcon>> = {
  fisica: PersonRegular,
  juridica: BuildingRegular,
  fornecedor: VehicleTruckProfileRegular,
};

/** The person's roles as icons, each named for screen readers and in a tooltip. */
export function PapeisDaPessoa({ pessoa }: { pessoa: PessoaDoCadastro }) {
  const estilos = useEstilos();
  const t = useT();
  const papeis = papeisDa(pessoa);
  if (papeis.length === 0) return null;
  return (
    <span className={estilos.papeis}>
      {papeis.map((papel) => {
        const Icone = ICONES[papel];
        const rotulo = rotuloDoPapel(papel, t);
        return (
          <Tooltip key={papel} content={rotulo} relationship="description">
            <span role="img" aria-label={rotulo}>
              <Icone aria-hidden />
            </span>
          </Tooltip>
        );
      })}
    </span>
  );
}
