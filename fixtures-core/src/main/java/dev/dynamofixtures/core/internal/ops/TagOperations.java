package dev.dynamofixtures.core.internal.ops;

import dev.dynamofixtures.core.internal.error.Constraints;
import dev.dynamofixtures.core.internal.storage.Database;
import dev.dynamofixtures.core.internal.storage.Table;
import dev.dynamofixtures.core.internal.storage.TableTags;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.ListTagsOfResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.Tag;
import software.amazon.awssdk.services.dynamodb.model.TagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.TagResourceResponse;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceRequest;
import software.amazon.awssdk.services.dynamodb.model.UntagResourceResponse;

/**
 * TagResource, UntagResource and ListTagsOfResource on table ARNs. Tags live in the table's definition, so a change
 * is one publish of the next database value, and forks carry the tags they were made with. Changes are visible at
 * once (the service applies them eventually). Check order: the request's shape (all violations together), the
 * reserved prefix, the ARN and its table, the 50-tag limit.
 */
final class TagOperations {
    private TagOperations() {
    }

    static Outcome<TagResourceResponse> tag(Database db, TagResourceRequest request, EngineSettings settings) {
        Constraints.Violations violations = new Constraints.Violations();
        TagRules.arnShape(request.resourceArn(), violations);
        if (!request.hasTags()) {
            violations.add(null, "tags", "Member must not be null");
        } else {
            TagRules.tagsShape(request.tags(), "tags", violations);
        }
        violations.throwIfAny();
        Map<String, String> added = TagRules.asMap(request.tags());
        TagRules.notReserved(added.keySet());
        Table table = TagRules.resolve(db, request.resourceArn(), settings);
        TableTags current = table.definition().tags();
        TagRules.withinLimit(current, added);
        Table next = table.withDescriptionOf(table.definition().withTags(current.with(added)));
        return new Outcome<>(db.with(next), TagResourceResponse.builder().build());
    }

    static Outcome<UntagResourceResponse> untag(Database db, UntagResourceRequest request, EngineSettings settings) {
        Constraints.Violations violations = new Constraints.Violations();
        TagRules.arnShape(request.resourceArn(), violations);
        if (!request.hasTagKeys()) {
            violations.add(null, "tagKeys", "Member must not be null");
        } else {
            TagRules.keys(request.tagKeys(), "tagKeys", violations);
        }
        violations.throwIfAny();
        TagRules.notReserved(request.tagKeys());
        Table table = TagRules.resolve(db, request.resourceArn(), settings);
        TableTags current = table.definition().tags();
        TableTags remaining = current.without(request.tagKeys());
        Database next = remaining == current ? db
                : db.with(table.withDescriptionOf(table.definition().withTags(remaining)));
        return new Outcome<>(next, UntagResourceResponse.builder().build());
    }

    /** All of a table's tags in one page (at most 50 exist, so NextToken is never needed). */
    static ListTagsOfResourceResponse list(Database db, ListTagsOfResourceRequest request, EngineSettings settings) {
        Constraints.Violations violations = new Constraints.Violations();
        TagRules.arnShape(request.resourceArn(), violations);
        violations.throwIfAny();
        Table table = TagRules.resolve(db, request.resourceArn(), settings);
        List<Tag> tags = new ArrayList<>();
        table.definition().tags().asMap().forEach((k, v) -> tags.add(Tag.builder().key(k).value(v).build()));
        return ListTagsOfResourceResponse.builder().tags(tags).build();
    }
}
