package platform_test

// Sign-in, refresh and a project-bound token in the Go client, against the sandbox that
// test/clients/sessions.test.ts started and prepared (PLATFORM_SESSIONS_CONTEXT); the tokens are
// reported in PLATFORM_SESSIONS_OUT and the server's side is checked there.

import (
	"context"
	"encoding/json"
	"errors"
	"os"
	"slices"
	"testing"

	platform "github.com/platform-sandbox/platform-sandbox/clients/go"
)

type sessionsContext struct {
	BaseURL    string               `json:"base_url"`
	Project    string               `json:"project"`
	Username   string               `json:"username"`
	Password   string               `json:"password"`
	BoundToken string               `json:"bound_token"`
	Devices    map[string][2]string `json:"devices"`
}

func TestSessions(t *testing.T) {
	file := os.Getenv("PLATFORM_SESSIONS_CONTEXT")
	if file == "" {
		t.Skip("PLATFORM_SESSIONS_CONTEXT is not set: test/clients/sessions.test.ts (npm test) prepares the sandbox and runs this")
	}
	raw, err := os.ReadFile(file)
	if err != nil {
		t.Fatal(err)
	}
	var c sessionsContext
	if err := json.Unmarshal(raw, &c); err != nil {
		t.Fatal(err)
	}
	ctx := context.Background()
	signedInDevice, boundDevice := c.Devices["go"][0], c.Devices["go"][1]

	_, err = platform.SignIn(ctx, c.BaseURL, c.Username, "not-the-password", platform.WithProject(c.Project))
	var refused *platform.Error
	if !errors.As(err, &refused) || refused.Status != 401 {
		t.Fatalf("a wrong password: want a 401 *platform.Error, got %v", err)
	}
	client, err := platform.SignIn(ctx, c.BaseURL, c.Username, c.Password, platform.WithProject(c.Project))
	if err != nil {
		t.Fatal(err)
	}
	firstAccess, firstRefresh := client.AccessToken(), client.RefreshToken()
	if err := client.Refresh(ctx); err != nil {
		t.Fatal(err)
	}
	if client.AccessToken() == firstAccess || client.RefreshToken() == firstRefresh {
		t.Fatal("Refresh did not replace the pair")
	}
	result, err := client.Devices.BulkPatch(ctx, []platform.DevicePatchItem{{"id": signedInDevice, "tags": []string{"session-go"}}}, platform.BulkOptions{})
	if err != nil || !result.OK() {
		t.Fatalf("bulk patch through the signed-in client: %v %+v", err, result)
	}

	// A token valid in one project implies it: no WithProject.
	bound, err := platform.NewClient(c.BaseURL, platform.WithToken(c.BoundToken))
	if err != nil {
		t.Fatal(err)
	}
	device, err := bound.Devices.Get(ctx, boundDevice)
	if err != nil || device.ID != boundDevice {
		t.Fatalf("get through the project-less client: %v", err)
	}
	result, err = bound.Devices.BulkPatch(ctx, []platform.DevicePatchItem{{"id": boundDevice, "tags": []string{"bound-go"}}}, platform.BulkOptions{})
	if err != nil || !result.OK() || !slices.ContainsFunc(result.Results, func(r platform.ItemResult) bool { return r.Status == 200 }) {
		t.Fatalf("bulk patch through the project-less client: %v %+v", err, result)
	}
	if err := bound.Refresh(ctx); err == nil {
		t.Fatal("Refresh without a refresh token: want an error")
	}

	out, _ := json.Marshal(map[string]any{"go": map[string]string{"first_refresh": firstRefresh, "access": client.AccessToken(), "refresh": client.RefreshToken()}})
	if err := os.WriteFile(os.Getenv("PLATFORM_SESSIONS_OUT"), out, 0o600); err != nil {
		t.Fatal(err)
	}
}
