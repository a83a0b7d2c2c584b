package dev.dynamofixtures.samples.filetree;

import static dev.dynamofixtures.assertj.DynamoAssertions.assertThat;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import dev.dynamofixtures.junit.DynamoFixture;
import dev.dynamofixtures.junit.DynamoFixtureContext;
import java.util.List;
import java.util.Map;
import java.util.stream.IntStream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.AttributeValue;
import software.amazon.awssdk.services.dynamodb.model.GetItemResponse;
import software.amazon.awssdk.services.dynamodb.model.QueryResponse;

/**
 * The file tree on the article's drives ({@code /datasets/file-tree.yml}): subtrees in path order, direct children
 * by name through the parent GSI, folder renames as one transaction; no test's calls include a Scan (the operation
 * log, checked after each test). Runs unchanged on DynamoDB Local in CI.
 */
@DynamoFixture(seed = "/datasets/file-tree.yml")
class FileTreeTest {
    private DynamoFixtureContext fixture;
    private DynamoDbClient dynamo;
    private FileTree tree;

    @BeforeEach
    void tree(DynamoFixtureContext fixture, DynamoDbClient dynamo) {
        this.fixture = fixture;
        this.dynamo = dynamo;
        this.tree = new FileTree(dynamo);
    }

    /** Reading, listing and renaming never Scan: every test's calls are Queries, GetItems and writes. */
    @AfterEach
    void no_call_was_a_scan() {
        assertThat(fixture.operations()).hasNoScans();
    }

    private static List<String> paths(List<Node> nodes) {
        return nodes.stream().map(Node::path).toList();
    }

    private QueryResponse childrenItems(String drive, String folder) {
        return dynamo.query(b -> b.tableName(FileTree.TABLE).indexName(FileTree.CHILDREN)
                .keyConditionExpression("PK = :drive AND parent = :folder")
                .expressionAttributeValues(Map.of(":drive", AttributeValue.fromS("DRIVE#" + drive),
                        ":folder", AttributeValue.fromS(folder))));
    }

    private GetItemResponse stored(String drive, String path) {
        return dynamo.getItem(b -> b.tableName(FileTree.TABLE).key(Map.of(
                "PK", AttributeValue.fromS("DRIVE#" + drive), "SK", AttributeValue.fromS(path))));
    }

    // Reading: one Query each, never a Scan.

    @Test
    void a_subtree_comes_back_in_path_order_with_each_folder_before_its_contents() {
        List<Node> subtree = tree.subtree("a91", "root/photos/");

        // UTF-8 byte order: 東 (E6) before ﾊ (EF) before 🎉 (F0), where Java's String order puts 🎉 before ﾊ;
        // the sibling file root/photos.zip is not in it, the trailing slash keeps it out.
        assertThat(paths(subtree)).containsExactly(
                "root/photos/",
                "root/photos/2025/",
                "root/photos/2025/café-de-flore.jpg",
                "root/photos/2025/ski-trip.jpg",
                "root/photos/2026/",
                "root/photos/2026/beach.jpg",
                "root/photos/2026/sunset.jpg",
                "root/photos/2026/東京タワー.jpg",
                "root/photos/2026/ﾊﾟｰﾃｨｰ.jpg",
                "root/photos/2026/🎉 new year.png",
                "root/photos/index.json");
        assertThat(subtree.get(5)).isEqualTo(new Node("a91", "root/photos/2026/beach.jpg", "beach.jpg", 284910));
    }

    @Test
    void the_subtree_query_reads_only_the_folders_items() {
        QueryResponse response = dynamo.query(b -> b.tableName(FileTree.TABLE)
                .keyConditionExpression("PK = :drive AND begins_with(SK, :folder)")
                .expressionAttributeValues(Map.of(":drive", AttributeValue.fromS("DRIVE#a91"),
                        ":folder", AttributeValue.fromS("root/docs/"))));

        assertThat(response).hasCount(7).hasScannedCount(7).hasNoMorePages().isSortedBy("SK");
        assertThat(paths(tree.subtree("a91", "root/docs/"))).hasSize(7).first().isEqualTo("root/docs/");
    }

    @Test
    void a_folders_direct_children_come_back_by_name_without_grandchildren() {
        assertThat(paths(tree.children("a91", "root/photos/")))
                .containsExactly("root/photos/2025/", "root/photos/2026/", "root/photos/index.json");
        // one Query of the parent index, reading the three children only (not the folder's eight other items)
        assertThat(fixture.operations()).hasCalls(1).hasNoScans().allQueriesUseIndex(FileTree.CHILDREN)
                .readsAtMostTimesWhatItReturns(1)
                .lastCall().hasKeyConditionShape("PK = :value AND parent = :value").hasItemsRead(3);
        // Names in UTF-8 byte order: '.' < 'Z' < lowercase < 'Å' (C3 85) < 仕 (E4).
        assertThat(tree.children("b07", "root/")).extracting(Node::name)
                .containsExactly(".config", "Zoë's notes.txt", "photos", "readme.md", "Ångström.txt", "仕事");
    }

    @Test
    void each_drive_has_its_own_folders_of_the_same_name() {
        assertThat(tree.children("b07", "root/photos/2026/"))
                .containsExactly(new Node("b07", "root/photos/2026/beach.jpg", "beach.jpg", 301554));
        assertThat(tree.children("a91", "root/photos/2026/")).hasSize(5);
    }

    @Test
    void the_root_folder_has_no_parent() {
        assertThat(tree.find("a91", "root/")).hasValueSatisfying(root -> {
            assertThat(root.isFolder()).isTrue();
            assertThat(root.parent()).isEmpty();
        });
        // without a parent it is in no folder's listing: the parent index leaves it out
        assertThat(fixture).table(FileTree.TABLE).index(FileTree.CHILDREN)
                .doesNotContainKey("PK", "DRIVE#a91", "SK", "root/")
                .containsKey("PK", "DRIVE#a91", "SK", "root/photos/");
        assertThat(stored("a91", "root/")).hasNoAttribute("parent");
    }

    // Writing.

    @Test
    void a_new_file_is_listed_in_its_folder_by_name() {
        String path = tree.createFile("a91", "root/docs/", "budget.ods", 20480, "2026-03-01T10:00:00Z");

        assertThat(path).isEqualTo("root/docs/budget.ods");
        assertThat(tree.children("a91", "root/docs/")).extracting(Node::name)
                .containsExactly("budget.ods", "contracts", "résumé.pdf", "taxes.pdf", "Übersicht 2025.xlsx");
        assertThat(stored("a91", path)).hasString("parent", "root/docs/").hasString("node_type", "file")
                .hasNumber("bytes", 20480);
    }

    @Test
    void a_file_cannot_be_created_twice_nor_in_a_missing_folder() {
        assertThatThrownBy(() -> tree.createFile("a91", "root/docs/", "taxes.pdf", 1, "2026-03-01T10:00:00Z"))
                .isInstanceOf(PathTakenException.class)
                .hasMessage("The path root/docs/taxes.pdf of drive a91 is taken");
        assertThatThrownBy(() -> tree.createFolder("a91", "root/nowhere/", "new"))
                .isInstanceOf(NoSuchFolderException.class)
                .hasMessage("The drive a91 has no folder root/nowhere/");
        assertThat(stored("a91", "root/docs/taxes.pdf")).hasNumber("bytes", 88210);
        assertThat(tree.find("a91", "root/nowhere/new/")).isEmpty();
    }

    @Test
    void renaming_a_folder_moves_its_whole_subtree_and_rewrites_the_parents() {
        // given
        AttributeValue checksum = stored("a91", "root/photos/2026/beach.jpg").item().get("sha256");
        fixture.operations().clear();

        // when
        String renamed = tree.renameFolder("a91", "root/photos/", "pictures");

        // then it took one Query of the subtree, on the table itself, and one transaction, all or nothing
        assertThat(fixture.operations()).hasCalls(2).firstCall().isQuery().usesNoIndex()
                .hasKeyConditionShape("PK = :value AND begins_with(SK, :value)").hasItemsRead(11);
        assertThat(fixture.operations()).lastCall().hasOperation("TransactWriteItems").succeeded();
        // and the subtree is at the new path, in the same order, and nothing is left at the old one
        assertThat(renamed).isEqualTo("root/pictures/");
        assertThat(paths(tree.subtree("a91", "root/pictures/"))).containsExactly(
                "root/pictures/",
                "root/pictures/2025/",
                "root/pictures/2025/café-de-flore.jpg",
                "root/pictures/2025/ski-trip.jpg",
                "root/pictures/2026/",
                "root/pictures/2026/beach.jpg",
                "root/pictures/2026/sunset.jpg",
                "root/pictures/2026/東京タワー.jpg",
                "root/pictures/2026/ﾊﾟｰﾃｨｰ.jpg",
                "root/pictures/2026/🎉 new year.png",
                "root/pictures/index.json");
        assertThat(tree.subtree("a91", "root/photos/")).isEmpty();
        // and the listings follow: the folder has its new name in root/, its children moved with it
        assertThat(tree.children("a91", "root/")).extracting(Node::name)
                .containsExactly("docs", "music", "notes.txt", "photos.zip", "pictures");
        assertThat(tree.children("a91", "root/pictures/2026/")).hasSize(5);
        // and the parent index has nothing left under the old folder: its old items are gone, the new ones listed
        assertThat(fixture).table(FileTree.TABLE).index(FileTree.CHILDREN)
                .doesNotContainKey("PK", "DRIVE#a91", "SK", "root/photos/2026/beach.jpg")
                .containsKey("PK", "DRIVE#a91", "SK", "root/pictures/2026/beach.jpg")
                .partition("PK", "DRIVE#a91", "parent", "root/photos/2026/").extracting("SK").isEmpty();
        assertThat(fixture).table(FileTree.TABLE).index(FileTree.CHILDREN)
                .partition("PK", "DRIVE#a91", "parent", "root/pictures/2026/").extracting("name")
                .containsExactly("beach.jpg", "sunset.jpg", "東京タワー.jpg", "ﾊﾟｰﾃｨｰ.jpg", "🎉 new year.png");
        assertThat(childrenItems("a91", "root/photos/2026/")).hasCount(0);
        // and every attribute moved along, the binary checksum too
        assertThat(stored("a91", "root/pictures/2026/beach.jpg"))
                .hasString("parent", "root/pictures/2026/")
                .hasString("name", "beach.jpg")
                .hasString("mime", "image/jpeg")
                .hasNumber("bytes", 284910)
                .hasAttribute("sha256", checksum);
        assertThat(stored("a91", "root/pictures/")).hasString("name", "pictures").hasString("parent", "root/");
        // and the other drive's root/photos/ is untouched
        assertThat(tree.subtree("b07", "root/photos/")).hasSize(3);
    }

    @Test
    void renaming_onto_a_taken_name_changes_nothing() {
        assertThatThrownBy(() -> tree.renameFolder("a91", "root/docs/", "music"))
                .isInstanceOf(PathTakenException.class)
                .hasMessage("The path root/music/ of drive a91 is taken");

        assertThat(tree.subtree("a91", "root/docs/")).hasSize(7);
        assertThat(tree.subtree("a91", "root/music/")).hasSize(5);
    }

    @Test
    void the_root_folder_and_missing_folders_cannot_be_renamed() {
        assertThatThrownBy(() -> tree.renameFolder("a91", "root/", "top"))
                .isInstanceOf(IllegalArgumentException.class)
                .hasMessage("the root folder root/ cannot be renamed");
        assertThatThrownBy(() -> tree.renameFolder("a91", "root/videos/", "films"))
                .isInstanceOf(NoSuchFolderException.class)
                .hasMessage("The drive a91 has no folder root/videos/");
    }

    @Test
    void a_folder_of_50_items_is_renamed_in_one_transaction_of_100_actions() {
        // given a folder holding itself and 49 files
        String big = tree.createFolder("b07", "root/", "big");
        IntStream.range(0, 49).forEach(i ->
                tree.createFile("b07", big, String.format("file-%02d.txt", i), i, "2026-03-01T10:00:00Z"));

        // when
        String renamed = tree.renameFolder("b07", big, "bigger");

        // then
        assertThat(tree.subtree("b07", renamed)).hasSize(50).last()
                .isEqualTo(new Node("b07", "root/bigger/file-48.txt", "file-48.txt", 48));
        assertThat(tree.subtree("b07", big)).isEmpty();
    }

    @Test
    void a_folder_of_51_items_is_refused_before_anything_is_written() {
        // given a folder holding itself and 50 files: 102 actions, over DynamoDB's 100 per transaction
        String big = tree.createFolder("b07", "root/", "big");
        IntStream.range(0, 50).forEach(i ->
                tree.createFile("b07", big, String.format("file-%02d.txt", i), i, "2026-03-01T10:00:00Z"));

        // when / then
        assertThatThrownBy(() -> tree.renameFolder("b07", big, "bigger"))
                .isInstanceOf(FolderTooLargeToRenameException.class)
                .hasMessage("Cannot rename root/big/ of drive b07: it holds 51 items (itself included), and one "
                        + "transaction moves at most 50 (2 actions each, 100 actions at most); nothing was renamed")
                .extracting(e -> ((FolderTooLargeToRenameException) e).items()).isEqualTo(51);
        assertThat(tree.subtree("b07", big)).hasSize(51);
        assertThat(tree.find("b07", "root/bigger/")).isEmpty();
    }
}
