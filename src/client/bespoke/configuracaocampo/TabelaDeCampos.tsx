import {
  Checkbox,
  Table,
  TableBody,
  TableCell,
  TableHeader,
  TableHeaderCell,
  TableRow,
  makeStyles,
  tokens,
} from '@fluentui/react-components';
import { useT, useTraduzir } from '../../i18n/traducao.ts';
import type { CampoConfiguravel } from './tipos.ts';

const useEstilos = makeStyles({
  rolagem: { overflowX: 'auto', border: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`, borderRadius: tokens.borderRadiusMedium },
  tabela: { minWidth: '320px' },
  marcacao: { width: '120px' },
});

interface TabelaDeCamposProps {
  rotulo: string;
  campos: readonly CampoConfiguravel[];
  desabilitada: boolean;
  onMudar(inputName: string, mudanca: Partial<Pick<CampoConfiguravel, 'visible' | 'required'>>): void;
}

/** The fields of one section (named by their descriptors' titles) with their Visível and Obrigatório checkboxes. */
export function TabelaDeCampos({ rotulo, campos, desabilitada, onMudar }: TabelaDeCamposProps) {
  const estilos = useEstilos();
  const t = useT();
  const traduzir = useTraduzir();
  return (
    <div className={estilos.rolagem}>
      <Table className={estilos.tabela} aria-label={rotulo} size="small">
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{t('Campo')}</TableHeaderCell>
            <TableHeaderCell className={estilos.marcacao}>{t('Visível')}</TableHeaderCell>
            <TableHeaderCell className={estilos.marcacao}>{t('Obrigatório')}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {campos.map((campo) => {
            const titulo = traduzir(campo.titulo);
            return (
              <TableRow key={campo.inputName}>
                <TableCell>{titulo}</TableCell>
                <TableCell className={estilos.marcacao}>
                  <Checkbox
                    aria-label={t('Visível: {campo}', { campo: titulo })}
                    checked={campo.visible}
                    disabled={desabilitada}
                    onChange={(_, data) => onMudar(campo.inputName, { visible: data.checked === true })}
                  />
                </TableCell>
                <TableCell className={estilos.marcacao}>
                  <Checkbox
                    aria-label={t('Obrigatório: {campo}', { campo: titulo })}
                    // A hidden field cannot be required, nor one the user cannot fill in; the
                    // model's requirement cannot be lifted.
                    checked={campo.visible && campo.required}
                    disabled={desabilitada || !campo.visible || campo.somenteLeitura || campo.obrigatorioNoModelo}
                    onChange={(_, data) => onMudar(campo.inputName, { required: data.checked === true })}
                  />
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </div>
  );
}
