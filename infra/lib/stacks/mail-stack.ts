import { CfnOutput, Stack, type StackProps } from 'aws-cdk-lib';
import * as ses from 'aws-cdk-lib/aws-ses';
import type { Construct } from 'constructs';

export interface MailStackProps extends StackProps {
  /** Sending domain; DKIM records are printed by SES after deploy. */
  domain: string;
}

/** SES identity for the app's own mail (verification, reset links, notifications). */
export class MailStack extends Stack {
  readonly identity: ses.EmailIdentity;
  readonly domain: string;
  readonly mailFrom: string;

  constructor(scope: Construct, id: string, props: MailStackProps) {
    super(scope, id, props);
    this.domain = props.domain;
    this.mailFrom = `no-reply@${props.domain}`;
    this.identity = new ses.EmailIdentity(this, 'Domain', { identity: ses.Identity.domain(props.domain) });
    // The three DKIM CNAME records to add to the domain's DNS (README, Deploy).
    this.identity.dkimRecords.forEach((r, i) => {
      new CfnOutput(this, `DkimRecord${i + 1}`, { value: `${r.name} CNAME ${r.value}` });
    });
  }
}
