#!/usr/bin/env bash
# Renders the nginx configuration of a platform-sandbox cluster: the routing key
# (project-key.conf), an upstream of the instances hashed on it, and a server in front.
#
#   deploy/nginx/render.sh [--listen ADDR:PORT] [--show-upstream] [--standalone] INSTANCE...
#
# INSTANCE is host:port of one sandbox (`serve --cluster`). Without --standalone the output is an
# http-context file for Debian's nginx (/etc/nginx/conf.d/platform-sandbox.conf); with it, a whole
# nginx.conf for `nginx -p PREFIX -c PREFIX/nginx.conf -e PREFIX/error.log -g 'daemon off;'`, with its
# pid, logs and temporary files under PREFIX (tests and benchmarks). --show-upstream adds
# X-Sandbox-Upstream (the instance that answered) to every answer: it shows internal addresses.
set -euo pipefail
here=$(cd "$(dirname "$0")" && pwd)
listen=127.0.0.1:8080
standalone=false
show_upstream=false
instances=()
while [ $# -gt 0 ]; do
  case "$1" in
    --listen) listen=$2; shift 2 ;;
    --standalone) standalone=true; shift ;;
    --show-upstream) show_upstream=true; shift ;;
    -h|--help) sed -n '2,11p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    -*) echo "render.sh: unknown option $1" >&2; exit 2 ;;
    *) instances+=("$1"); shift ;;
  esac
done
if [ ${#instances[@]} -eq 0 ]; then echo "render.sh: name at least one instance (host:port)" >&2; exit 2; fi
hostport='^[][A-Za-z0-9.:-]+:[0-9]+$'
for i in "${instances[@]}"; do
  [[ "$i" =~ $hostport ]] || { echo "render.sh: \"$i\" is not host:port" >&2; exit 2; }
done

site() {
  cat "$here/project-key.conf"
  cat <<CONF

upstream platform_sandbox {
    # Consistent hashing (ketama): adding or removing an instance moves only about 1/N of the projects.
    hash \$project_key consistent;
CONF
  for i in "${instances[@]}"; do
    # max_fails=0: an instance is never marked down, so its projects never move to another one.
    printf '    server %s max_fails=0;\n' "$i"
  done
  cat <<CONF
    keepalive 64;
    # Below Node's keep-alive timeout (5 s), so nginx never reuses a connection the instance closed.
    keepalive_timeout 4s;
}

server {
    listen $listen;
    # The sandbox applies its own body limits (413 in each API family's format).
    client_max_body_size 0;

    location / {
        proxy_pass http://platform_sandbox;
        proxy_http_version 1.1;
        proxy_set_header Connection "";
        proxy_set_header Host \$http_host;
        # Appends the client's address; the sandbox trusts it only from --trusted-proxy addresses.
        proxy_set_header X-Forwarded-For \$proxy_add_x_forwarded_for;
        proxy_set_header X-Forwarded-Proto \$scheme;
        # A project never moves: when its instance is down its calls fail (502), never answered
        # by another instance with a fresh copy whose writes would vanish when the owner returns.
        proxy_next_upstream off;
        # Streamed both ways: bodies reach the sandbox's limits as they arrive, answers (and any
        # streamed response) leave as they are written.
        proxy_request_buffering off;
        proxy_buffering off;
        proxy_read_timeout 120s;
CONF
  if $show_upstream; then
    # shellcheck disable=SC2016
    echo '        add_header X-Sandbox-Upstream $upstream_addr always;'
  fi
  cat <<CONF
    }
}
CONF
}

if ! $standalone; then site; exit 0; fi
cat <<CONF
# platform-sandbox cluster, standalone: run with nginx -p PREFIX -c PREFIX/nginx.conf -e PREFIX/error.log -g 'daemon off;'
worker_processes auto;
pid nginx.pid;
error_log error.log warn;
events { worker_connections 1024; }
http {
    client_body_temp_path tmp/body;
    proxy_temp_path tmp/proxy;
    fastcgi_temp_path tmp/fastcgi;
    uwsgi_temp_path tmp/uwsgi;
    scgi_temp_path tmp/scgi;
    log_format sandbox '\$remote_addr "\$project_key" \$upstream_addr \$status "\$request"';
    access_log access.log sandbox;
CONF
site | sed 's/^/    /'
echo '}'
