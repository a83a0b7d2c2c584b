package dev.dynamofixtures.samples.filetree;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Optional;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.CancellationReason;
import software.amazon.awssdk.services.dynamodb.model.QueryRequest;
import software.amazon.awssdk.services.dynamodb.model.TransactWriteItem;
import software.amazon.awssdk.services.dynamodb.model.TransactionCanceledException;

/**
 * Per-account file trees on the low-level {@code DynamoDbClient}: one partition per drive, the full path as sort
 * key (folders end with {@code /}), so a subtree is one {@code begins_with} Query and a folder rename one transaction.
 *
 * <p>Table {@value #TABLE}: partition key {@code PK} ({@code DRIVE#<drive>}), sort key {@code SK} (the path). Every
 * node but the root folder carries {@code parent} (its folder's path) and {@code name}; GSI {@value #CHILDREN} has
 * the two-attribute partition key {@code PK, parent} and sorts by {@code name}, so a folder's direct children are
 * one Query too. Files also carry {@code node_type = file}, {@code bytes} and {@code modified}.
 */
public final class FileTree {
    /** The table. */
    public static final String TABLE = "file-tree";
    /** The GSI of each folder's direct children: partition {@code PK, parent}, sort {@code name}. */
    public static final String CHILDREN = "ChildrenByParent";
    /** Every drive's root folder. */
    public static final String ROOT = "root/";
    /** DynamoDB's limit of actions in one TransactWriteItems call. */
    public static final int MAX_TRANSACTION_ACTIONS = 100;
    /** The most items a rename moves: each is a Delete and a Put. */
    public static final int MAX_ITEMS_PER_RENAME = MAX_TRANSACTION_ACTIONS / 2;

    private final DynamoDbClient dynamo;

    /** A file tree on the table {@value #TABLE} of {@code dynamo}. */
    public FileTree(DynamoDbClient dynamo) {
        this.dynamo = Objects.requireNonNull(dynamo, "dynamo");
    }

    /** The file or folder at {@code path}, if there is one. */
    public Optional<Node> find(String drive, String path) {
        Map<String, AttributeValue> item = dynamo.getItem(b -> b.tableName(TABLE).key(key(drive, path))).item();
        return item == null || item.isEmpty() ? Optional.empty() : Optional.of(node(drive, item));
    }

    /**
     * The folder and everything under it, at any depth, in path order (folders before their contents): one Query,
     * {@code begins_with(SK, folder)}, paginated.
     */
    public List<Node> subtree(String drive, String folder) {
        requireFolder(folder);
        return dynamo.queryPaginator(QueryRequest.builder()
                        .tableName(TABLE)
                        .keyConditionExpression("PK = :drive AND begins_with(SK, :folder)")
                        .expressionAttributeValues(Map.of(":drive", drive(drive), ":folder", s(folder)))
                        .consistentRead(true)
                        .build())
                .items().stream().map(item -> node(drive, item)).toList();
    }

    /** The files and folders directly in {@code folder}, by name: one Query of the {@value #CHILDREN} GSI. */
    public List<Node> children(String drive, String folder) {
        requireFolder(folder);
        return dynamo.queryPaginator(QueryRequest.builder()
                        .tableName(TABLE)
                        .indexName(CHILDREN)
                        .keyConditionExpression("PK = :drive AND parent = :folder")
                        .expressionAttributeValues(Map.of(":drive", drive(drive), ":folder", s(folder)))
                        .build())
                .items().stream().map(item -> node(drive, item)).toList();
    }

    /**
     * Creates an empty folder {@code name} in {@code folder}; returns its path.
     *
     * @throws NoSuchFolderException when {@code folder} does not exist
     * @throws PathTakenException    when the folder already holds a node of that name
     */
    public String createFolder(String drive, String folder, String name) {
        String path = requireFolder(folder) + segment(name) + "/";
        create(drive, folder, path, Map.of("node_type", s("folder"), "name", s(name), "parent", s(folder)));
        return path;
    }

    /**
     * Stores a file {@code name} of {@code bytes} bytes, modified at {@code modified} (ISO-8601), in
     * {@code folder}; returns its path.
     *
     * @throws NoSuchFolderException when {@code folder} does not exist
     * @throws PathTakenException    when the folder already holds a node of that name
     */
    public String createFile(String drive, String folder, String name, long bytes, String modified) {
        String path = requireFolder(folder) + segment(name);
        create(drive, folder, path, Map.of("node_type", s("file"), "name", s(name), "parent", s(folder),
                "bytes", AttributeValue.fromN(Long.toString(bytes)), "modified", s(modified)));
        return path;
    }

    /**
     * Renames a folder, moving it and its whole subtree to the new path in one TransactWriteItems: every item is
     * deleted at its old path and put at the new one (with its {@code parent} rewritten), all or nothing. The
     * sort key is the path, so a rename rewrites every descendant: at most {@value #MAX_ITEMS_PER_RENAME} items,
     * the folder included, fit DynamoDB's {@value #MAX_TRANSACTION_ACTIONS} actions; a larger folder is refused
     * before anything is written. Returns the folder's new path.
     *
     * @throws NoSuchFolderException           when the folder does not exist
     * @throws FolderTooLargeToRenameException when it holds more than {@value #MAX_ITEMS_PER_RENAME} items
     * @throws PathTakenException              when its parent already holds a node of the new name
     */
    public String renameFolder(String drive, String folder, String newName) {
        requireFolder(folder);
        String parent = Node.parentOf(folder).orElseThrow(
                () -> new IllegalArgumentException("the root folder " + ROOT + " cannot be renamed"));
        String target = parent + segment(newName) + "/";
        List<Map<String, AttributeValue>> items = dynamo.queryPaginator(QueryRequest.builder()
                        .tableName(TABLE)
                        .keyConditionExpression("PK = :drive AND begins_with(SK, :folder)")
                        .expressionAttributeValues(Map.of(":drive", drive(drive), ":folder", s(folder)))
                        .consistentRead(true)
                        .build())
                .items().stream().toList();
        if (items.isEmpty()) {
            throw new NoSuchFolderException(drive, folder, null);
        }
        if (items.size() > MAX_ITEMS_PER_RENAME) {
            throw new FolderTooLargeToRenameException(drive, folder, items.size());
        }
        List<TransactWriteItem> actions = new ArrayList<>();
        List<String> newPaths = new ArrayList<>();
        for (Map<String, AttributeValue> item : items) {
            String oldPath = item.get("SK").s();
            String newPath = target + oldPath.substring(folder.length());
            Map<String, AttributeValue> moved = new HashMap<>(item);
            moved.put("SK", s(newPath));
            if (oldPath.equals(folder)) {
                moved.put("name", s(newName));
            } else {
                moved.put("parent", s(target + item.get("parent").s().substring(folder.length())));
            }
            actions.add(TransactWriteItem.builder().delete(d -> d.tableName(TABLE).key(key(drive, oldPath))
                    .conditionExpression("attribute_exists(SK)")).build());
            actions.add(TransactWriteItem.builder().put(p -> p.tableName(TABLE).item(moved)
                    .conditionExpression("attribute_not_exists(SK)")).build());
            newPaths.add(newPath);
        }
        try {
            dynamo.transactWriteItems(b -> b.transactItems(actions));
        } catch (TransactionCanceledException e) {
            List<CancellationReason> reasons = e.cancellationReasons();
            for (int i = 1; i < reasons.size(); i += 2) {
                if ("ConditionalCheckFailed".equals(reasons.get(i).code())) {
                    throw new PathTakenException(drive, newPaths.get(i / 2), e);
                }
            }
            throw e;
        }
        return target;
    }

    private void create(String drive, String folder, String path, Map<String, AttributeValue> attributes) {
        Map<String, AttributeValue> item = new HashMap<>(attributes);
        item.putAll(key(drive, path));
        try {
            dynamo.transactWriteItems(b -> b.transactItems(
                    TransactWriteItem.builder().conditionCheck(c -> c.tableName(TABLE).key(key(drive, folder))
                            .conditionExpression("attribute_exists(SK)")).build(),
                    TransactWriteItem.builder().put(p -> p.tableName(TABLE).item(item)
                            .conditionExpression("attribute_not_exists(SK)")).build()));
        } catch (TransactionCanceledException e) {
            if ("ConditionalCheckFailed".equals(e.cancellationReasons().get(0).code())) {
                throw new NoSuchFolderException(drive, folder, e);
            }
            throw new PathTakenException(drive, path, e);
        }
    }

    private static Node node(String drive, Map<String, AttributeValue> item) {
        String path = item.get("SK").s();
        AttributeValue bytes = item.get("bytes");
        return new Node(drive, path, Node.nameOf(path), bytes == null ? 0 : Long.parseLong(bytes.n()));
    }

    private static Map<String, AttributeValue> key(String drive, String path) {
        return Map.of("PK", drive(drive), "SK", s(path));
    }

    private static AttributeValue drive(String drive) {
        return s("DRIVE#" + Objects.requireNonNull(drive, "drive"));
    }

    private static String requireFolder(String folder) {
        if (!Objects.requireNonNull(folder, "folder").startsWith(ROOT) || !folder.endsWith("/")) {
            throw new IllegalArgumentException("a folder's path starts with " + ROOT + " and ends with /, but was "
                    + folder);
        }
        return folder;
    }

    private static String segment(String name) {
        if (Objects.requireNonNull(name, "name").isEmpty() || name.contains("/")) {
            throw new IllegalArgumentException("a name is not empty and has no /, but was \"" + name + "\"");
        }
        return name;
    }

    private static AttributeValue s(String value) {
        return AttributeValue.fromS(value);
    }
}
