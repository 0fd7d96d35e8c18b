/**
 * Turns a state machine's CloudFormation `DefinitionString` (a string, or an `Fn::Join` of strings
 * and intrinsics such as function ARNs) into plain ASL. Pseudo parameters get fixed local values;
 * any other intrinsic is rendered by `renderOther` (by default: an error, as plain ASL cannot hold it).
 */
type Intrinsic = Record<string, unknown>;

const pseudoParameters: Record<string, string> = {
  'AWS::Partition': 'aws',
  'AWS::Region': 'us-east-1',
  'AWS::AccountId': '000000000000',
  'AWS::URLSuffix': 'amazonaws.com',
};

function rejectIntrinsic(value: Intrinsic): string {
  throw new Error(`cannot resolve ${JSON.stringify(value)} to plain ASL`);
}

export function resolveToString(value: unknown, renderOther: (v: Intrinsic) => string = rejectIntrinsic): string {
  if (typeof value === 'string') return value;
  const intrinsic = value as Intrinsic;
  const join = intrinsic['Fn::Join'] as [string, unknown[]] | undefined;
  if (join) return join[1].map((part) => resolveToString(part, renderOther)).join(join[0]);
  const ref = intrinsic.Ref;
  if (typeof ref === 'string' && ref in pseudoParameters) return pseudoParameters[ref];
  return renderOther(intrinsic);
}

export function resolveDefinitionString(value: unknown, renderOther?: (v: Intrinsic) => string): unknown {
  return JSON.parse(resolveToString(value, renderOther));
}
