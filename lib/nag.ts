import { Token } from 'aws-cdk-lib';

/**
 * How cdk-nag renders a stack attribute inside a finding id: a resolved value as itself, an
 * unresolved pseudo parameter as `<AWS::Region>`. (`cdk synth` knows the region; tests do not.)
 */
export function nagValue(value: string, pseudo: 'Partition' | 'Region' | 'AccountId'): string {
  return Token.isUnresolved(value) ? `<AWS::${pseudo}>` : value;
}
