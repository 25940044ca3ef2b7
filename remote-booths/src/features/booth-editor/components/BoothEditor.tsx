import { formatCurrency } from '@banca/kit';
import { Descriptions, Divider, Typography } from 'antd';
import { BoothForm, type BoothFormProps } from './BoothForm';
import { BoothSellers } from './BoothSellers';

/**
 * What the booth dialog and the booth page show: the booth's data (its owner among them) with create,
 * update and delete, its amount, and its sellers with 'Agregar vendedor'. A booth being
 * created has only the form: sellers are added once it exists. Callers key it by the booth, so
 * another booth starts with fresh form values.
 */
export function BoothEditor(props: BoothFormProps) {
  const { loaded, canEdit } = props;
  const booth = loaded?.data;
  if (!booth) {
    return (
      <>
        <Typography.Paragraph type="secondary">Podrás agregar vendedores cuando la taquilla esté creada.</Typography.Paragraph>
        <BoothForm {...props} />
      </>
    );
  }
  return (
    <>
      <Descriptions
        size="small"
        column={{ xs: 1, sm: 2 }}
        style={{ marginBottom: 16 }}
        items={[{ key: 'amount', label: 'Monto vendido', children: formatCurrency(booth.amount) }]}
      />
      <BoothForm {...props} />
      <Divider />
      <BoothSellers booth={booth} canEdit={canEdit} />
    </>
  );
}
