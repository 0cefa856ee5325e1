package platform_test

// The Go SDK's run under resilience-suite, started by test/clients/resilience.test.ts (which reads
// the sandbox's resilience report afterwards): the same steps as test/clients/resilience-flow.ts
// and clients/python/tests/resilience_flow.py, each through the SDK as a partner would call it; the
// partner's own code only retries a bulk call's failed transient items and goes on after an error.
// PLATFORM_RESILIENCE_CONTEXT names the JSON file with the URL, project and tokens.

import (
	"context"
	"crypto/rand"
	"encoding/json"
	"fmt"
	"os"
	"testing"

	platform "github.com/platform-sandbox/platform-sandbox/clients/go"
	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

func TestResilienceFlow(t *testing.T) {
	file := os.Getenv("PLATFORM_RESILIENCE_CONTEXT")
	if file == "" {
		t.Skip("run by test/clients/resilience.test.ts")
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var rc struct {
		URL          string `json:"url"`
		Project      string `json:"project"`
		AccessToken  string `json:"access_token"`
		RefreshToken string `json:"refresh_token"`
	}
	if err := json.Unmarshal(raw, &rc); err != nil {
		t.Fatal(err)
	}
	client, err := platform.NewClient(rc.URL, platform.WithToken(rc.AccessToken), platform.WithRefreshToken(rc.RefreshToken), platform.WithProject(rc.Project))
	if err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	step := func(name string, run func() error) {
		if err := run(); err != nil {
			t.Logf("%s: %v", name, err)
		} else {
			t.Logf("%s: ok", name)
		}
	}
	project := oas.NewOptString(rc.Project)

	// 1. A list that meets one 429.
	var ids []string
	step("list", func() error {
		page, err := client.Devices.List(ctx, oas.ListDevicesParams{Limit: oas.NewOptInt(4)})
		if err != nil {
			return err
		}
		for _, d := range page.Data {
			if d.IsDevice() {
				ids = append(ids, d.Device.ID)
			}
		}
		return nil
	})
	if len(ids) == 0 {
		t.Fatal("no device listed")
	}
	// 2. A bulk patch with a transient (503) and a permanent (409) item failure; the transient one again.
	step("bulk", func() error {
		items := make([]platform.DevicePatchItem, 0, len(ids))
		for _, id := range ids {
			items = append(items, platform.DevicePatchItem{"id": id, "tags": []string{"resilience"}})
		}
		result, err := client.Devices.BulkPatch(ctx, items, platform.BulkOptions{})
		if err != nil {
			return err
		}
		var retryable []platform.DevicePatchItem
		for _, f := range result.Failed() {
			if f.Status >= 500 || f.Status == 429 {
				retryable = append(retryable, platform.DevicePatchItem{"id": f.ID, "tags": []string{"resilience"}})
			}
		}
		if len(retryable) > 0 {
			_, err = client.Devices.BulkPatch(ctx, retryable, platform.BulkOptions{})
		}
		return err
	})
	// 3. A read closed twice without an answer.
	step("get", func() error {
		_, err := client.Devices.Get(ctx, ids[0])
		return err
	})
	// 4. A read whose token expires twice (the first refresh works, the second is refused).
	step("requests", func() error {
		_, err := client.Requests.List(ctx, oas.ListRequestsParams{Limit: oas.NewOptInt(1)})
		return err
	})
	// 5. A create reset before the platform sees it (through the generated client, with an Idempotency-Key).
	created := ids[0]
	step("create", func() error {
		res, err := client.Raw.CreateDevice(ctx, &oas.DeviceCreate{Name: "resilience", SerialNumber: "RES-GO-1", Tags: oas.TagSet{}}, oas.CreateDeviceParams{IdempotencyKey: oas.NewOptString(rand.Text()), XServiceProject: project})
		if err != nil {
			return err
		}
		d, ok := res.(*oas.DeviceHeaders)
		if !ok {
			return fmt.Errorf("create answered %T", res)
		}
		created = d.Response.ID
		return nil
	})
	// 6. A delete answered 403.
	step("delete", func() error {
		res, err := client.Raw.DeleteDevice(ctx, oas.DeleteDeviceParams{ID: created, XServiceProject: project})
		if err != nil {
			return err
		}
		return fmt.Errorf("delete answered %T", res)
	})
}
