package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.error.DynamoError;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TimeToLive;
import dev.dynamofixtures.core.internal.value.Utf8;
import java.util.ArrayList;
import java.util.List;
import java.util.Objects;
import software.amazon.awssdk.services.dynamodb.model.TimeToLiveSpecification;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveRequest;
import software.amazon.awssdk.services.dynamodb.model.UpdateTimeToLiveResponse;

/**
 * UpdateTimeToLive: enables time to live on one attribute, or disables it, taking effect at once (the service
 * passes through ENABLING/DISABLING; DynamoDB Local does not). The call is not idempotent: enabling twice,
 * disabling twice, or naming another attribute than the enabled one fails.
 *
 * <p>Check order as DynamoDB Local: table name, table existence, then the specification. The service checks
 * the specification's shape (required members, name length) in its request-shape form; DynamoDB Local has
 * its own texts and checks the name's length (in UTF-8 bytes) only when enabling. Not modelled: the service's
 * refusal of a second change within about an hour.
 */
final class UpdateTimeToLiveOperation {
    private static final String SPEC = "timeToLiveSpecification";
    private static final String LOCAL_NAME_NULL = "AttributeName cannot be null when time to live is being enabled";
    private static final String LOCAL_NAME_LENGTH = "Names of key attributes and attributes projected into an index "
            + "must be between 1 and 255 characters, inclusive";
    private static final int MAX_NAME = 255;

    private UpdateTimeToLiveOperation() {
    }

    static Outcome<UpdateTimeToLiveResponse> execute(Database db, UpdateTimeToLiveRequest request,
                                                    EngineSettings settings) {
        Table table = Tables.require(db, request.tableName());
        TimeToLiveSpecification spec = request.timeToLiveSpecification();
        if (spec == null) {
            throw DynamoError.validation(Constraints.message(List.of(Constraints.detail(null, SPEC,
                    "Member must not be null"))), "TimeToLiveSpecification cannot be null");
        }
        TimeToLive current = table.definition().timeToLive();
        List<String> shape = shapeViolations(spec);
        String localShape = localShapeError(spec);
        if (!shape.isEmpty()) {
            String local = localShape != null ? localShape : stateError(current, spec);
            String live = Constraints.message(shape);
            throw DynamoError.validation(live, Objects.requireNonNullElse(local, live));
        }
        if (localShape != null) {
            throw DynamoError.validation(localShape);
        }
        String stateError = stateError(current, spec);
        if (stateError != null) {
            throw DynamoError.validation(stateError);
        }
        TimeToLive next = spec.enabled() ? TimeToLive.enabledOn(spec.attributeName()) : TimeToLive.DISABLED;
        Table updated = table.withDescriptionOf(table.definition().withTimeToLive(next));
        UpdateTimeToLiveResponse response = UpdateTimeToLiveResponse.builder()
                .timeToLiveSpecification(TimeToLiveSpecification.builder()
                        .enabled(spec.enabled()).attributeName(spec.attributeName()).build())
                .build();
        return new Outcome<>(db.with(updated), response);
    }

    /** The service's request-shape violations of the specification, in member order. */
    private static List<String> shapeViolations(TimeToLiveSpecification spec) {
        List<String> details = new ArrayList<>();
        if (spec.enabled() == null) {
            details.add(Constraints.detail(null, SPEC + ".enabled", "Member must not be null"));
        }
        String name = spec.attributeName();
        if (name == null) {
            details.add(Constraints.detail(null, SPEC + ".attributeName", "Member must not be null"));
        } else if (name.isEmpty()) {
            details.add(Constraints.detail(name, SPEC + ".attributeName",
                    "Member must have length greater than or equal to 1"));
        } else if (name.codePointCount(0, name.length()) > MAX_NAME) {
            details.add(Constraints.detail(name, SPEC + ".attributeName",
                    "Member must have length less than or equal to " + MAX_NAME));
        }
        return details;
    }

    /** DynamoDB Local's text for a specification it rejects before looking at the table's state, or null. */
    private static String localShapeError(TimeToLiveSpecification spec) {
        if (spec.enabled() == null || spec.attributeName() == null) {
            return LOCAL_NAME_NULL;
        }
        int bytes = Utf8.length(spec.attributeName());
        return spec.enabled() && (bytes < 1 || bytes > MAX_NAME) ? LOCAL_NAME_LENGTH : null;
    }

    /** Why the change does not apply to the table's current setting, or null when it does. */
    private static String stateError(TimeToLive current, TimeToLiveSpecification spec) {
        boolean enable = spec.enabled();
        if (!current.enabled()) {
            return enable ? null : "TimeToLive is already disabled";
        }
        if (!current.attributeName().orElseThrow().equals(spec.attributeName())) {
            return "TimeToLive is active on a different AttributeName";
        }
        return enable ? "TimeToLive is already enabled" : null;
    }
}
