import json, sys
sys.path.insert(0, '/tmp/expr')
from gen_tests import jstr, av, avmap, smap
STATIC = ('Invalid UpdateExpression', 'Invalid ConditionExpression', 'Value provided in', 'ExpressionAttribute')
def cases_from(fn, track_item):
    out = []
    lines = open(fn, encoding='utf-8').read().split('\n')
    item = None
    for i, line in enumerate(lines):
        if not line.startswith('>> '): continue
        op, _, body = line[3:].partition(' ')
        try: req = json.loads(body)
        except Exception: continue
        resp = lines[i+1].strip() if i + 1 < len(lines) else ''
        if op != 'UpdateItem' or 'UpdateExpression' not in req: continue
        if 'AttributeUpdates' in req or len(req['UpdateExpression']) > 300: continue
        if req.get('ReturnValues') not in (None, 'ALL_NEW', 'UPDATED_NEW', 'NONE', 'UPDATED_OLD', 'ALL_OLD'): continue
        def q(s): return 'null' if s is None else jstr(s)
        full = track_item and req.get('ReturnValues') == 'ALL_NEW'
        if resp.startswith('ERR'):
            msg = resp.split(': ', 1)[1]
            if 'ConditionalCheckFailed' in resp: outcome = 'ok()'
            elif msg.startswith(STATIC): outcome = 'error(%s)' % jstr(msg)
            elif full: outcome = 'error(%s)' % jstr(msg)
            elif msg.startswith(('The provided expression', 'An operand', 'The document path provided', 'DynamoDB only', 'Number')): outcome = 'ok()'
            else: continue
        else:
            r = json.loads(resp)
            outcome = 'newItem(%s)' % avmap(r['Attributes']) if full else 'ok()'
        out.append('            update(%s, %s, %s, %s, %s).expect(%s)' % (q(req['UpdateExpression']), q(req.get('ConditionExpression')),
            smap(req.get('ExpressionAttributeNames')), avmap(req.get('ExpressionAttributeValues')), 'ITEM' if full else 'null', outcome))
    return out
static = cases_from('b3.out', False) + cases_from('b6.out', False) + cases_from('/work/probe/output/06c_update.out', False) + cases_from('/work/probe/output/06d_update2.out', False)
runtime = cases_from('b8.out', True)
print(len(static), len(runtime), file=sys.stderr)
ITEM = {"pk":{"S":"k"},"s":{"S":"str"},"n":{"N":"5"},"l":{"L":[{"S":"a"},{"S":"b"}]},"m":{"M":{"x":{"N":"1"}}},"ss":{"SS":["a","b"]},"ns":{"NS":["1","2"]},"bs":{"BS":["AQ==","Ag=="]},"ls":{"L":[{"SS":["x"]},{"N":"1"},{"M":{"q":{"N":"1"}}}]}}
base = '/work/wt-expr/fixtures-core/src/test/java/dev/dynamofixtures/core/internal/expr/'
src = '''package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.*;
import static dev.dynamofixtures.core.internal.expr.ProbedRequest.b64;
import static dev.dynamofixtures.core.internal.expr.ProbedRequest.bs;
import static dev.dynamofixtures.core.internal.expr.ProbedUpdate.*;

import java.util.Map;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * UpdateItem requests sent to DynamoDB Local 3.3.1 with the probe tool and what it answered: parse and bind
 * errors (probe batches b3, b6, 06c, 06d) and, on a known item, the new item or the runtime error (batch b8).
 */
final class ProbedUpdates {
    private static final Map<String, AttributeValue> ITEM = %s;

    private ProbedUpdates() {
    }

    static Stream<ProbedUpdate> requests() {
        return Stream.of(
%s);
    }
}
''' % (avmap(ITEM), ',\n'.join(static + runtime))
open(base + 'ProbedUpdates.java', 'w').write(src)
