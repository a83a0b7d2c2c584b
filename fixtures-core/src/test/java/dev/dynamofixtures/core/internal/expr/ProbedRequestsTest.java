package dev.dynamofixtures.core.internal.expr;

import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The expression layer answers every probed request as DynamoDB Local 3.3.1 did (DynamoDB Local's texts). */
class ProbedRequestsTest {

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.dynamofixtures.core.internal.expr.ProbedSyntaxRequests#requests")
    void syntax_tree_walk_and_binding_errors_match_dynamodb_local(ProbedRequest request) {
        request.verify();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.dynamofixtures.core.internal.expr.ProbedOrderingRequests#requests")
    void the_first_error_of_a_request_is_the_one_dynamodb_local_reports(ProbedRequest request) {
        request.verify();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("dev.dynamofixtures.core.internal.expr.ProbedEvaluationRequests#requests")
    void conditions_and_projections_evaluate_as_in_dynamodb_local(ProbedRequest request) {
        request.verify();
    }
}
