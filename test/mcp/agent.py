"""An agent's first steps with the official Python MCP client, over Streamable HTTP or stdio.

Usage: agent.py http URL ADMIN_TOKEN | agent.py stdio URL ADMIN_TOKEN
Prints one JSON object: the tools listed, the bulk operation found, a bad item's explanation.
"""
import asyncio
import json
import os
import sys

import httpx2
from mcp import ClientSession, StdioServerParameters
from mcp.client.stdio import stdio_client
from mcp.client.streamable_http import streamable_http_client

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


async def task(session: ClientSession) -> dict:
    await session.initialize()
    tools = sorted(t.name for t in (await session.list_tools()).tools)
    resources = sorted(str(r.uri) for r in (await session.list_resources()).resources)
    found = json.loads((await session.call_tool("search_operations", {"query": "bulk devices"})).content[0].text)
    bad = await session.call_tool(
        "call_operation",
        {"operationId": "bulkDevices", "body": {"op": "patch", "items": [{"id": "dev_0000002", "tags": "notalist"}]}},
    )
    refused = await session.call_tool("call_operation", {"path": "http://example.com/v2/registry/devices"})
    return {
        "tools": tools,
        "resources": resources,
        "first": found["operations"][0]["operationId"],
        "failed_items": json.loads(bad.content[0].text).get("failed_items"),
        "absolute_url": {"is_error": refused.is_error, "text": refused.content[0].text},
    }


async def main(mode: str, url: str, admin: str) -> dict:
    if mode == "http":
        async with httpx2.AsyncClient(headers={"Authorization": f"Bearer {admin}"}, timeout=30) as http:
            async with streamable_http_client(f"{url}/_sandbox/mcp", http_client=http) as (read, write, *_):
                async with ClientSession(read, write) as session:
                    return await task(session)
    params = StdioServerParameters(
        command="node",
        args=["--import", "tsx", "src/cli.ts", "mcp", "--url", url],
        env={**os.environ, "SANDBOX_ADMIN_TOKEN": admin},
        cwd=ROOT,
    )
    async with stdio_client(params) as (read, write):
        async with ClientSession(read, write) as session:
            return await task(session)


if __name__ == "__main__":
    print(json.dumps(asyncio.run(main(sys.argv[1], sys.argv[2], sys.argv[3]))))
