import { Button, Result } from 'antd';
import { useNavigate } from 'react-router-dom';

/** A detail page whose `?id=` is missing, unusable or unknown to the server, with a way back. */
export function NotFoundResult({
  title,
  subTitle,
  backTo,
  backLabel,
}: {
  title: string;
  subTitle: string;
  backTo: string;
  backLabel: string;
}) {
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title={title}
      subTitle={subTitle}
      extra={
        <Button type="primary" onClick={() => navigate(backTo)}>
          {backLabel}
        </Button>
      }
    />
  );
}
