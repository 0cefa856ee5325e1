package platform_test

// The shared behaviour suite (clients/shared/behaviour.json) run by the Go client, against the
// sandbox that test/clients/behaviour.test.ts started and prepared: it hands over
// PLATFORM_BEHAVIOUR_CONTEXT (projects, tokens, ids) and reads PLATFORM_BEHAVIOUR_OUT.

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"os"
	"reflect"
	"slices"
	"strconv"
	"testing"
	"time"

	platform "github.com/platform-sandbox/platform-sandbox/clients/go"
	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

type scenario struct {
	Name                string                    `json:"name"`
	Resource            string                    `json:"resource"`
	Count               int                       `json:"count"`
	Item                map[string]any            `json:"item"`
	UnknownIDAt         []int                     `json:"unknown_id_at"`
	Overrides           map[string]map[string]any `json:"overrides"`
	IdempotencyKey      string                    `json:"idempotency_key"`
	Runs                int                       `json:"runs"`
	MaxRateLimitRetries *int                      `json:"max_rate_limit_retries"`
	PageSize            int                       `json:"page_size"`
	Expect              expectation               `json:"expect"`
}

type expectation struct {
	OK            bool           `json:"ok"`
	Calls         int            `json:"calls"`
	Status        int            `json:"status"`
	Statuses      map[string]int `json:"statuses"`
	Every         int            `json:"every"`
	EveryStatus   int            `json:"every_status"`
	OtherStatuses []int          `json:"other_statuses"`
	Replayed      []int          `json:"replayed"`
	Refreshed     bool           `json:"refreshed"`
	Sync          bool           `json:"sync"`
	ErrorStatus   int            `json:"error_status"`
	Applied       int            `json:"applied"`
	Then          *struct {
		expectation
		Replayed int `json:"replayed"`
	} `json:"then"`
}

type testCase struct {
	Scenario     string   `json:"scenario"`
	Variant      string   `json:"variant"`
	Project      string   `json:"project"`
	Token        string   `json:"token"`
	RefreshToken *string  `json:"refresh_token"`
	IDs          []string `json:"ids"`
}

func readJSON(t *testing.T, path string, v any) {
	t.Helper()
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	if err := json.Unmarshal(data, v); err != nil {
		t.Fatal(err)
	}
}

func buildItems(s scenario, ids []string) []platform.DevicePatchItem {
	items := make([]platform.DevicePatchItem, len(ids))
	for i, id := range ids {
		item := platform.DevicePatchItem{"id": id}
		if slices.Contains(s.UnknownIDAt, i) {
			item["id"] = fmt.Sprintf("dev_unknown_%d", i)
		}
		for k, v := range s.Item {
			item[k] = v
		}
		for k, v := range s.Overrides[strconv.Itoa(i)] {
			item[k] = v
		}
		items[i] = item
	}
	return items
}

func check(t *testing.T, r *platform.BulkResult, want expectation, items []platform.DevicePatchItem) {
	t.Helper()
	if len(r.Results) != len(items) {
		t.Fatalf("%d results for %d items", len(r.Results), len(items))
	}
	for i, res := range r.Results {
		if res.Index != i || res.ID != items[i]["id"] {
			t.Fatalf("result %d is item %d (%s), want %s", i, res.Index, res.ID, items[i]["id"])
		}
		allowed := []int{want.Status}
		if s, ok := want.Statuses[strconv.Itoa(i)]; ok {
			allowed = []int{s}
		}
		if want.Every > 0 {
			allowed = want.OtherStatuses
			if (i+1)%want.Every == 0 {
				allowed = []int{want.EveryStatus}
			}
		}
		if !slices.Contains(allowed, res.Status) {
			t.Errorf("item %d: status %d, want one of %v", i, res.Status, allowed)
		}
		if (res.Error == nil) != res.OK() {
			t.Errorf("item %d: status %d with error %v", i, res.Status, res.Error)
		}
	}
	if r.OK() != want.OK || r.Calls != want.Calls {
		t.Errorf("ok %v calls %d, want ok %v calls %d", r.OK(), r.Calls, want.OK, want.Calls)
	}
}

func TestBehaviour(t *testing.T) {
	contextFile := os.Getenv("PLATFORM_BEHAVIOUR_CONTEXT")
	if contextFile == "" {
		t.Skip("PLATFORM_BEHAVIOUR_CONTEXT is not set: test/clients/behaviour.test.ts (npm test) prepares the sandbox and runs this")
	}
	var suite struct{ Scenarios []scenario }
	readJSON(t, "../shared/behaviour.json", &suite)
	var run struct {
		BaseURL string     `json:"base_url"`
		Cases   []testCase `json:"cases"`
	}
	readJSON(t, contextFile, &run)
	outcomes := map[string][]int{}
	for _, c := range run.Cases {
		i := slices.IndexFunc(suite.Scenarios, func(s scenario) bool { return s.Name == c.Scenario })
		s := suite.Scenarios[i]
		t.Run(c.Scenario, func(t *testing.T) {
			outcomes[c.Variant+":"+c.Scenario] = runCase(t, run.BaseURL, s, c)
		})
	}
	if out := os.Getenv("PLATFORM_BEHAVIOUR_OUT"); out != "" {
		data, _ := json.Marshal(outcomes)
		if err := os.WriteFile(out, data, 0o644); err != nil {
			t.Fatal(err)
		}
	}
}

func runCase(t *testing.T, baseURL string, s scenario, c testCase) []int {
	opts := []platform.Option{platform.WithToken(c.Token), platform.WithProject(c.Project)}
	if c.RefreshToken != nil {
		opts = append(opts, platform.WithRefreshToken(*c.RefreshToken))
	}
	if s.MaxRateLimitRetries != nil {
		opts = append(opts, platform.WithMaxRateLimitRetries(*s.MaxRateLimitRetries))
	}
	client, err := platform.NewClient(baseURL, opts...)
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	items := buildItems(s, c.IDs)
	bulk := func(key string) (*platform.BulkResult, error) {
		if s.Resource == "requests" {
			return client.Requests.BulkPatch(ctx, items, platform.BulkOptions{IdempotencyKey: key})
		}
		return client.Devices.BulkPatch(ctx, items, platform.BulkOptions{IdempotencyKey: key})
	}
	var result *platform.BulkResult
	if s.Expect.Sync {
		result = syncThenPatch(t, client, s, items, bulk)
	} else if s.Expect.ErrorStatus != 0 {
		_, err := bulk(s.IdempotencyKey)
		var bulkErr *platform.BulkError
		if !errors.As(err, &bulkErr) {
			t.Fatalf("want a *BulkError, got %v", err)
		}
		var perr *platform.Error
		if !errors.As(err, &perr) || perr.Status != s.Expect.ErrorStatus || !platform.RateLimited(err) {
			t.Fatalf("want status %d, got %v", s.Expect.ErrorStatus, err)
		}
		if bulkErr.IdempotencyKey != s.IdempotencyKey || len(bulkErr.Partial.Results) != s.Expect.Applied || !bulkErr.Partial.OK() {
			t.Fatalf("partial: key %q, %d results, ok %v", bulkErr.IdempotencyKey, len(bulkErr.Partial.Results), bulkErr.Partial.OK())
		}
		if result, err = bulk(bulkErr.IdempotencyKey); err != nil {
			t.Fatal(err)
		}
		check(t, result, s.Expect.Then.expectation, items)
		if result.Replayed != s.Expect.Then.Replayed {
			t.Errorf("replayed %d, want %d", result.Replayed, s.Expect.Then.Replayed)
		}
	} else {
		for n := range max(1, s.Runs) {
			r, err := bulk(s.IdempotencyKey)
			if err != nil {
				t.Fatal(err)
			}
			check(t, r, s.Expect, items)
			if s.Expect.Replayed != nil && r.Replayed != s.Expect.Replayed[n] {
				t.Errorf("run %d: replayed %d, want %d", n, r.Replayed, s.Expect.Replayed[n])
			}
			if result != nil && !reflect.DeepEqual(r.Results, result.Results) {
				t.Errorf("run %d: results differ from the first run's", n)
			}
			if result == nil {
				result = r
			}
		}
	}
	if s.Expect.Refreshed && client.AccessToken() == c.Token {
		t.Error("the access token was not refreshed")
	}
	statuses := make([]int, len(result.Results))
	for i, r := range result.Results {
		statuses[i] = r.Status
	}
	return statuses
}

// syncThenPatch checks paging and updated_since around a bulk patch.
func syncThenPatch(t *testing.T, client *platform.Client, s scenario, items []platform.DevicePatchItem, bulk func(string) (*platform.BulkResult, error)) *platform.BulkResult {
	ctx := context.Background()
	first, err := client.Devices.Sync(ctx, time.Time{}, oas.ListDevicesParams{})
	if err != nil {
		t.Fatal(err)
	}
	paged := map[string]bool{}
	for d, err := range client.Devices.Iterate(ctx, oas.ListDevicesParams{Limit: oas.NewOptInt(s.PageSize)}) {
		if err != nil {
			t.Fatal(err)
		}
		paged[d.Device.ID] = true
	}
	if len(paged) != len(first.Items) || len(first.Items) <= len(items) {
		t.Fatalf("iterate found %d devices, sync %d", len(paged), len(first.Items))
	}
	again, err := client.Devices.Sync(ctx, first.Watermark, oas.ListDevicesParams{})
	if err != nil || len(again.Items) != 0 || !again.Watermark.Equal(first.Watermark) {
		t.Fatalf("a second sync: %v, %d items, watermark %v (was %v)", err, len(again.Items), again.Watermark, first.Watermark)
	}
	result, err := bulk(s.IdempotencyKey)
	if err != nil {
		t.Fatal(err)
	}
	check(t, result, s.Expect, items)
	after, err := client.Devices.Sync(ctx, first.Watermark, oas.ListDevicesParams{})
	if err != nil {
		t.Fatal(err)
	}
	var changed, patched []string
	for _, d := range after.Items {
		changed = append(changed, d.Device.ID)
	}
	for _, item := range items {
		patched = append(patched, item["id"].(string))
	}
	slices.Sort(changed)
	slices.Sort(patched)
	if !slices.Equal(changed, patched) || !after.Watermark.After(first.Watermark) {
		t.Fatalf("after the patch, sync found %v (watermark %v), want %v", changed, after.Watermark, patched)
	}
	return result
}
