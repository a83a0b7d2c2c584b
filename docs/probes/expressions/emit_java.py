import subprocess, sys
groups = [('ProbedSyntaxRequests', 'Syntax, tree-walk and binding errors of filters, projections and key conditions (probe batches b1, b2).', ['b1.out','b2.out']),
          ('ProbedOrderingRequests', 'Which error wins, placeholder maps, unused placeholders and key-condition structure (probe batches b4 to b6).', ['b4.out','b5.out','b6.out']),
          ('ProbedEvaluationRequests', 'What conditions evaluate to and what projections select on one rich item (probe batch b7).', ['b7.out'])]
base = '/work/wt-expr/fixtures-core/src/test/java/dev/dynamofixtures/core/internal/expr/'
for cls, doc, files in groups:
    subprocess.run(['python3', 'gen_tests.py', '/tmp/expr/g.txt'] + files, check=True)
    consts, _, cases = open('/tmp/expr/g.txt').read().partition('@@@')
    src = '''package dev.dynamofixtures.core.internal.expr;

import static dev.dynamofixtures.core.internal.expr.AttributeMaps.*;
import static dev.dynamofixtures.core.internal.expr.ProbedRequest.*;

import java.util.Map;
import java.util.stream.Stream;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;

/**
 * %s Generated from the requests sent to DynamoDB Local 3.3.1 with the probe tool and what it answered.
 */
final class %s {
%s
    private %s() {
    }

    static Stream<ProbedRequest> requests() {
        return Stream.of(
%s);
    }
}
''' % (doc, cls, consts, cls, cases)
    open(base + cls + '.java', 'w').write(src)
