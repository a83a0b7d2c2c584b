package dev.dynamofixtures.core.internal.storage;

import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.util.ArrayList;
import java.util.List;
import software.amazon.awssdk.services.dynamodb.model.StreamSpecification;
import software.amazon.awssdk.services.dynamodb.model.TableDescription;

/** Keeps a table's streams in step with its description, which the schema layer changes on Create/UpdateTable. */
final class TableStreams {
    private TableStreams() {
    }

    /**
     * The streams after the table's description became {@code description}: a new stream when the description
     * enables one under a new ARN (or after the last was disabled), the current one disabled when the description
     * no longer has one; otherwise the same list.
     */
    static List<TableStream> follow(List<TableStream> streams, TableDescription description) {
        StreamSpecification spec = description.streamSpecification();
        boolean enabled = spec != null && Boolean.TRUE.equals(spec.streamEnabled());
        TableStream last = streams.isEmpty() ? null : streams.get(streams.size() - 1);
        if (enabled) {
            String arn = description.latestStreamArn();
            if (last != null && last.enabled() && last.arn().equals(arn)) {
                return streams;
            }
            List<TableStream> next = new ArrayList<>(streams);
            if (last != null && last.enabled()) {
                next.set(next.size() - 1, last.disabled());
            }
            String label = description.latestStreamLabel();
            next.add(TableStream.open(arn, label, spec.streamViewTypeAsString(),
                    LocalDateTime.parse(label).toInstant(ZoneOffset.UTC)));
            return List.copyOf(next);
        }
        if (last != null && last.enabled()) {
            List<TableStream> next = new ArrayList<>(streams);
            next.set(next.size() - 1, last.disabled());
            return List.copyOf(next);
        }
        return streams;
    }
}
