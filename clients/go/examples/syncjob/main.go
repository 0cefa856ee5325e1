// The sync job: archive every device tagged "retired" since the last run, and keep the watermark.
package main

import (
	"context"
	"log"
	"os"
	"slices"
	"time"

	platform "github.com/platform-sandbox/platform-sandbox/clients/go"
	"github.com/platform-sandbox/platform-sandbox/clients/go/oas"
)

func env(name, fallback string) string {
	if v := os.Getenv(name); v != "" {
		return v
	}
	return fallback
}

func main() {
	ctx := context.Background()
	client, err := platform.NewClient(env("PLATFORM_URL", "http://127.0.0.1:4010"), platform.WithToken(os.Getenv("TOKEN")), platform.WithProject(env("PLATFORM_PROJECT", "acme")))
	if err != nil {
		log.Fatal(err)
	}
	var last time.Time
	if saved, err := os.ReadFile("watermark"); err == nil {
		if last, err = time.Parse(time.RFC3339Nano, string(saved)); err != nil {
			log.Fatal(err)
		}
	}
	changed, err := client.Devices.Sync(ctx, last, oas.ListDevicesParams{}) // updated_since, every page
	if err != nil {
		log.Fatal(err)
	}
	var retired []platform.DevicePatchItem
	for _, d := range changed.Items {
		if d.IsDevice() && slices.Contains(d.Device.Tags, "retired") && !slices.Contains(d.Device.Tags, "archived") {
			retired = append(retired, platform.DevicePatchItem{"id": d.Device.ID, "tags": append(slices.Clone(d.Device.Tags), "archived")})
		}
	}
	if len(retired) > 0 {
		result, err := client.Devices.BulkPatch(ctx, retired, platform.BulkOptions{IdempotencyKey: "archive-" + changed.Watermark.Format(time.RFC3339Nano)})
		if err != nil {
			log.Fatal(err)
		}
		for _, f := range result.Failed() { // read every item
			log.Printf("device %s: %d %+v", f.ID, f.Status, f.Error)
		}
	}
	if !changed.Watermark.IsZero() { // the next run starts here
		if err := os.WriteFile("watermark", []byte(changed.Watermark.Format(time.RFC3339Nano)), 0o644); err != nil {
			log.Fatal(err)
		}
	}
}
